import { describe, expect, it, vi } from 'vitest';
import { ImportCutOff, lineSplitter, parseImportLine, readImportAnswer } from './bundle-import-lines';

const report = {
  type: 'report',
  dryRun: false,
  problems: [],
  schemas: { created: 1, updated: 0 },
  files: { created: 2, updated: 1, unchanged: 3 },
  images: 1,
  trees: 0,
};

/** A body that streams the chunks as bytes, a multi-byte character cut in two where a chunk says so. */
function bodyOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

describe('the lines of an import answer', () => {
  it('are split across chunks, the unfinished last kept for the next', () => {
    const lines = lineSplitter();
    expect(lines.push('{"a":1}\n{"b"')).toEqual(['{"a":1}']);
    expect(lines.push(':2}\n\n{"c":3}')).toEqual(['{"b":2}']);
    expect(lines.end()).toEqual(['{"c":3}']);
  });

  it('are read as progress, report or error; anything else is no line', () => {
    expect(parseImportLine('{"type":"progress","files":5,"totalFiles":10}')).toEqual({
      type: 'progress',
      files: 5,
      totalFiles: 10,
    });
    expect(parseImportLine(JSON.stringify(report))).toEqual(report);
    expect(parseImportLine('{"type":"error","code":"FORBIDDEN","message":"Nicht erlaubt."}')).toEqual({
      type: 'error',
      code: 'FORBIDDEN',
      message: 'Nicht erlaubt.',
    });
    expect(parseImportLine('{"type":"progress"}')).toBeNull();
    expect(parseImportLine('{"type":"report"')).toBeNull();
  });
});

describe('reading an import answer', () => {
  it('tells the progress as it comes and answers the report', async () => {
    const onProgress = vi.fn();
    const bytes = new TextEncoder().encode(
      `${JSON.stringify({ ...report, problems: [{ path: 'files[0].label', message: 'Zu lang für „Möbel“.' }] })}\n`,
    );
    const cut = bytes.indexOf(0xc3) + 1;
    const end = await readImportAnswer(
      bodyOf([
        '{"type":"progress","files":500,"totalFiles":1200}\n{"type":"progr',
        'ess","files":1000,"totalFiles":1200}\n',
        bytes.slice(0, cut),
        bytes.slice(cut),
      ]),
      onProgress,
    );
    expect(onProgress.mock.calls.map(([line]) => line.files)).toEqual([500, 1000]);
    expect(end).toMatchObject({ type: 'report', problems: [{ message: 'Zu lang für „Möbel“.' }] });
  });

  it('answers an error line, with or without a line break after it', async () => {
    const end = await readImportAnswer(
      bodyOf([
        '{"type":"progress","files":1,"totalFiles":2}\n{"type":"error","code":"BAD_USER_INPUT","message":"Kaputt."}',
      ]),
      () => undefined,
    );
    expect(end).toEqual({ type: 'error', code: 'BAD_USER_INPUT', message: 'Kaputt.' });
  });

  it('rejects an answer that breaks off before its last line', async () => {
    await expect(
      readImportAnswer(
        bodyOf(['{"type":"progress","files":1,"totalFiles":2}\n{"type":"rep']),
        () => undefined,
      ),
    ).rejects.toBeInstanceOf(ImportCutOff);
  });
});

import { z } from 'zod';
import type { ImportLine } from '../../../domain/transfer/import-lines';

// The lines of `POST /import/bundle`'s answer (`ImportLine`), checked as they arrive: the stream is input.
const progressLineSchema = z.object({
  type: z.literal('progress'),
  files: z.number(),
  totalFiles: z.number(),
});

const reportLineSchema = z.object({
  type: z.literal('report'),
  dryRun: z.boolean(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  schemas: z.object({ created: z.number(), updated: z.number() }),
  files: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
  images: z.number(),
  trees: z.number(),
});

const errorLineSchema = z.object({
  type: z.literal('error'),
  code: z.string(),
  message: z.string(),
});

const importLineSchema = z.discriminatedUnion('type', [
  progressLineSchema,
  reportLineSchema,
  errorLineSchema,
]);

export type ImportProgressLine = z.infer<typeof progressLineSchema>;
export type ImportReport = z.infer<typeof reportLineSchema>;
export type ImportErrorLine = z.infer<typeof errorLineSchema>;
/** How an import's answer ended: with its report, or with an error the server names. */
export type ImportEnd = ImportReport | ImportErrorLine;

/** The answer broke off before its last line: the connection or the server went away. */
export class ImportCutOff extends Error {
  constructor() {
    super('The import answer ended before its report.');
    this.name = 'ImportCutOff';
  }
}

/** Splits streamed text into lines, keeping the unfinished last one for the next chunk. */
export function lineSplitter(): { push(text: string): string[]; end(): string[] } {
  let rest = '';
  const complete = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  return {
    push(text) {
      const lines = (rest + text).split('\n');
      rest = lines.pop() ?? '';
      return complete(lines.join('\n'));
    },
    end() {
      const last = rest;
      rest = '';
      return complete(last);
    },
  };
}

/** A line of the answer; one that is not (bad JSON, unknown type) is null. */
export function parseImportLine(line: string): ImportLine | null {
  try {
    const parsed = importLineSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads an import's answer as it streams: tells each progress line and answers the last line (report or
 * error). An answer that ends without one rejects with `ImportCutOff`; lines it cannot read are passed over.
 */
export async function readImportAnswer(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: ImportProgressLine) => void,
): Promise<ImportEnd> {
  const decoder = new TextDecoder();
  const lines = lineSplitter();
  const reader = body.getReader();
  let end: ImportEnd | null = null;
  const take = (line: string) => {
    const parsed = parseImportLine(line);
    if (parsed?.type === 'progress') onProgress(parsed);
    else if (parsed) end = parsed;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const line of lines.push(decoder.decode(value, { stream: true }))) take(line);
  }
  for (const line of lines.push(decoder.decode())) take(line);
  for (const line of lines.end()) take(line);
  if (end === null) throw new ImportCutOff();
  return end;
}

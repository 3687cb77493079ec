import { brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { KEPT_FROM_CHARACTERS, KeptEncodings } from './kept-encodings';

function exchange(acceptEncoding?: string) {
  const headers = new Map<string, unknown>([['vary', 'origin']]);
  const request = { headers: { 'accept-encoding': acceptEncoding } } as unknown as FastifyRequest;
  const reply = {
    header: (name: string, value: unknown) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
  } as unknown as FastifyReply;
  return { request, reply, headers };
}

const large = JSON.stringify({
  data: { rows: Array.from({ length: 4_000 }, (_, i) => ({ id: `row-${i}` })) },
});

describe('KeptEncodings', () => {
  it('compresses a large text once and answers the same bytes for it again', async () => {
    const encodings = new KeptEncodings();
    const first = exchange('gzip, br');
    const again = exchange('br');

    const bytes = await encodings.encode(first.request, first.reply, large);
    const same = await encodings.encode(again.request, again.reply, `${large}`);

    expect(large.length).toBeGreaterThan(KEPT_FROM_CHARACTERS);
    expect(brotliDecompressSync(bytes as Buffer).toString()).toBe(large);
    expect(same).toBe(bytes);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('origin, accept-encoding');
  });

  it('compresses a text once for readers that ask for it while it is being compressed', async () => {
    const encodings = new KeptEncodings();
    const readers = ['br', 'br', 'gzip, br'].map(exchange);

    const answers = await Promise.all(
      readers.map(({ request, reply }) => encodings.encode(request, reply, `${large} `)),
    );

    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    for (const { headers } of readers) expect(headers.get('content-encoding')).toBe('br');
  });

  it('keeps a large text as UTF-8 bytes for clients that accept no compression', async () => {
    const encodings = new KeptEncodings();
    const identity = exchange('identity');
    const none = exchange();
    const text = large.replace('row-1"', 'Größe"');

    const bytes = await encodings.encode(identity.request, identity.reply, text);

    expect((bytes as Buffer).toString('utf8')).toBe(text);
    expect(await encodings.encode(none.request, none.reply, text)).toBe(bytes);
    for (const { headers } of [identity, none]) expect(headers.has('content-encoding')).toBe(false);
  });

  it('leaves small texts to the compression of every answer', async () => {
    const small = exchange('br');

    expect(await new KeptEncodings().encode(small.request, small.reply, '{"data":{}}')).toBe('{"data":{}}');
    expect(small.headers.has('content-encoding')).toBe(false);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { KEPT_FROM_CHARACTERS, KeptCompression } from './kept-compression';

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

describe('KeptCompression', () => {
  it('compresses a large text once and answers the same bytes for it again', async () => {
    const compression = new KeptCompression();
    const first = exchange('gzip, br');
    const again = exchange('br');

    const bytes = await compression.encode(first.request, first.reply, large);
    const same = await compression.encode(again.request, again.reply, `${large}`);

    expect(large.length).toBeGreaterThan(KEPT_FROM_CHARACTERS);
    expect(brotliDecompressSync(bytes as Buffer).toString()).toBe(large);
    expect(same).toBe(bytes);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('origin, accept-encoding');
  });

  it('leaves small texts and clients that accept no encoding of its own as they are', async () => {
    const compression = new KeptCompression();
    const small = exchange('br');
    const identity = exchange('identity');
    const none = exchange();

    expect(await compression.encode(small.request, small.reply, '{"data":{}}')).toBe('{"data":{}}');
    expect(await compression.encode(identity.request, identity.reply, large)).toBe(large);
    expect(await compression.encode(none.request, none.reply, large)).toBe(large);
    for (const { headers } of [small, identity, none]) expect(headers.has('content-encoding')).toBe(false);
  });
});

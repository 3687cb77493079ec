import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { BROTLI_OPTIONS } from './compression';

/**
 * Answers from this length on are encoded once and kept: a tree of 10,000 entries (2.6 million
 * characters) took 20 to 30 ms of brotli on every read, one of 100,000 about 300 ms, and writing its
 * 18 MB of text to the socket as UTF-8 anew about 150 ms.
 */
export const KEPT_FROM_CHARACTERS = 32 * 1024;
/** Encoded bytes kept at most, per encoding. */
const KEPT_BYTES = 32 * 1024 * 1024;

const ENCODERS = {
  br: (text: string) => promisify(brotliCompress)(text, BROTLI_OPTIONS),
  gzip: (text: string) => promisify(gzip)(text),
  identity: async (text: string) => Buffer.from(text),
};
type Encoding = keyof typeof ENCODERS;

/** The encoding @fastify/compress would choose for the request (it reads `*` and x-gzip as gzip). */
function acceptedEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding']?.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return (header && (negotiate(header, ['br', 'gzip']) as Encoding | null)) || 'identity';
}

/**
 * Large answers as bytes in the encoding the client accepts (brotli, gzip, or none), each text encoded
 * once: an answer kept for an unchanged state (a tree read again, see `keptAnswers`) goes out as the bytes
 * it went out as before. Keyed by the text itself, so bytes never outlive what they encode. Smaller
 * answers are left to @fastify/compress.
 */
export class KeptEncodings {
  // lru-cache's fetch encodes each text once: readers that ask while it is being encoded (every open tree
  // after a write) wait for that one encoding.
  readonly #kept = Object.fromEntries(
    (Object.keys(ENCODERS) as Encoding[]).map((encoding) => [
      encoding,
      new LRUCache<string, Buffer>({
        maxSize: KEPT_BYTES,
        sizeCalculation: (bytes) => bytes.length,
        fetchMethod: (text) => ENCODERS[encoding](text),
      }),
    ]),
  ) as Record<Encoding, LRUCache<string, Buffer>>;

  /** The text, or its bytes with the reply's headers set for them. */
  async encode(request: FastifyRequest, reply: FastifyReply, text: string): Promise<string | Buffer> {
    if (text.length < KEPT_FROM_CHARACTERS) return text;
    const encoding = acceptedEncoding(request);
    const bytes = await this.#kept[encoding].fetch(text);
    if (!bytes) return text;
    if (encoding === 'identity') return bytes;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    return bytes;
  }
}

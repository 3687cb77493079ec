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
  readonly #kept = Object.fromEntries(
    Object.keys(ENCODERS).map((encoding) => [
      encoding,
      new LRUCache<string, Buffer>({ maxSize: KEPT_BYTES, sizeCalculation: (bytes) => bytes.length }),
    ]),
  ) as Record<Encoding, LRUCache<string, Buffer>>;

  /** Encodings under way, by text: readers of a state just changed wait for one encoding of it. */
  readonly #running = Object.fromEntries(
    Object.keys(ENCODERS).map((encoding) => [encoding, new Map<string, Promise<Buffer>>()]),
  ) as Record<Encoding, Map<string, Promise<Buffer>>>;

  /** The text, or its bytes with the reply's headers set for them. */
  async encode(request: FastifyRequest, reply: FastifyReply, text: string): Promise<string | Buffer> {
    if (text.length < KEPT_FROM_CHARACTERS) return text;
    const encoding = acceptedEncoding(request);
    const bytes = this.#kept[encoding].get(text) ?? (await this.#encodeOnce(encoding, text));
    if (encoding === 'identity') return bytes;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
    return bytes;
  }

  #encodeOnce(encoding: Encoding, text: string): Promise<Buffer> {
    const running = this.#running[encoding];
    let bytes = running.get(text);
    if (!bytes) {
      bytes = ENCODERS[encoding](text)
        .then((encoded) => {
          this.#kept[encoding].set(text, encoded);
          return encoded;
        })
        .finally(() => running.delete(text));
      running.set(text, bytes);
    }
    return bytes;
  }
}

import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less on the wire than compressing them costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of answers compressed while the client waits (the build compresses the app's files at
 * 11). On 5.5 to 6 MB tree answers quality 4 took 30 to 150 ms for 8 to 9 % of the bytes, 5 and 6 up to
 * 160 ms for at most 1 % less, 11 thirteen seconds for 7 %. Answers above the plugin's `syncThreshold`
 * (8 KB on two cores) are compressed in libuv's thread pool, off the event loop.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };

/**
 * Compresses answers of at least `COMPRESSION_THRESHOLD_BYTES` with brotli or gzip when the client accepts
 * one and their type is compressible (JSON, text). It applies to the routes added after it; an answer
 * that already carries a `content-encoding` (the built app's precompressed index.html) goes as it is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    // Only answers: request bodies stay as sent.
    globalDecompression: false,
  });
}

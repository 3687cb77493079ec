import type { FastifyReply } from 'fastify';

/** Answers that arrive in parts (incremental delivery, subscriptions) are passed on as they come. */
const STREAMED_TYPES = /^(?:multipart\/mixed|text\/event-stream)\b/i;

/**
 * Sends yoga's answer with its status and headers. A single result goes as text, not as yoga's body
 * stream: @fastify/compress applies its size threshold only to answers it can measure, and would
 * compress a stream of any length. `encode` may answer the text's bytes in an encoding of its own.
 */
export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  encode: (text: string) => Promise<string | Buffer> = async (text) => text,
): Promise<FastifyReply> {
  response.headers.forEach((value, key) => {
    reply.header(key, value);
  });
  reply.status(response.status);
  if (STREAMED_TYPES.test(response.headers.get('content-type') ?? '')) return reply.send(response.body);
  return reply.send(await encode(await response.text()));
}

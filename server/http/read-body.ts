import type { Readable } from 'node:stream';

/**
 * A JSON request body as the app's parsers hand it over (see `registerBodyParsers`): parsed already, or as
 * bytes, parsed here (a SyntaxError when they are no JSON).
 */
export async function readJsonBody(body: unknown): Promise<unknown> {
  if (body === null || typeof body !== 'object' || !(Symbol.asyncIterator in body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

import type { Readable } from 'node:stream';

/** A request body the app's parsers hand over as a stream (see `registerBodyParsers`), as text. */
export async function readBodyText(body: unknown): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const rawBodies = new WeakMap<object, Buffer>();

/** The bytes of a JSON request body, for the few answers given without yoga; undefined for any other body. */
export function rawJsonBody(body: unknown): Buffer | undefined {
  return typeof body === 'object' && body !== null ? rawBodies.get(body) : undefined;
}

/**
 * Bodies reach graphql-yoga unparsed, so that it answers a malformed JSON body the GraphQL-over-HTTP way
 * (400 with an `errors` list) and reads multipart uploads itself; Fastify only enforces the size bound.
 * The bytes are handed over as a stream: yoga's adapter runs `Object.keys` over a string or Buffer body,
 * one key per byte, which kept a 10 MB body busy for many seconds.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_request, body: Buffer, done) => {
      const stream = Readable.from([body]);
      rawBodies.set(stream, body);
      done(null, stream);
    },
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, Readable.from([body])),
  );
}

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Bodies reach graphql-yoga unparsed, so that it answers a malformed JSON body the GraphQL-over-HTTP way
 * (400 with an `errors` list) and reads multipart uploads itself; Fastify only enforces the size bound.
 * The bytes are handed over as a stream: yoga's adapter runs `Object.keys` over a string or Buffer body,
 * one key per byte, which kept a 10 MB body busy for many seconds.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  for (const type of ['application/json', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, Readable.from([body])),
    );
  }
}

import type { FastifyInstance } from 'fastify';

/**
 * The bytes as a body yoga's adapter takes as it is: an async iterable of one chunk. A Buffer or string
 * would have the adapter run `Object.keys` over it, one key per byte (a 10 MB body kept it busy for many
 * seconds); a stream costs a stream's machinery on every request.
 */
const bodyOf = (bytes: Buffer) => ({
  length: bytes.length,
  async *[Symbol.asyncIterator]() {
    yield bytes;
  },
});

/**
 * Bodies reach graphql-yoga unparsed, so that it answers a malformed JSON body the GraphQL-over-HTTP way
 * (400 with an `errors` list) and reads multipart uploads itself; Fastify only enforces the size bound.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  for (const type of ['application/json', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, bodyOf(body as Buffer)),
    );
  }
}

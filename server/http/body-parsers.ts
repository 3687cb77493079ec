import type { FastifyInstance } from 'fastify';

/**
 * Bodies reach graphql-yoga unparsed, so that it answers a malformed JSON body the GraphQL-over-HTTP way
 * (400 with an `errors` list) and reads multipart uploads itself; Fastify only enforces the size bound.
 */
export function registerBodyParsers(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

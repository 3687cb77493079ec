import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { resolvers } from '../resolvers';
import { JSONScalar } from './json-scalar';

const SCHEMA_FILE = fileURLToPath(new URL('../../graphql/schema.graphql', import.meta.url));

/** The executable API: the contract in graphql/schema.graphql with the server's resolvers. */
export function createApiSchema(): GraphQLSchema {
  return createSchema<RequestContext>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: [{ JSON: JSONScalar }, resolvers],
  });
}

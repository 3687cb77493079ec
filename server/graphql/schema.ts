import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { RequestContext } from '../context';
import { SCHEMA_FILE } from '../paths';
import { resolvers } from '../resolvers';
import { JSONScalar } from './json-scalar';

/** The executable API: the contract in graphql/schema.graphql with the server's resolvers. */
export function createApiSchema(): GraphQLSchema {
  return createSchema<RequestContext>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers: [{ JSON: JSONScalar }, resolvers],
  });
}

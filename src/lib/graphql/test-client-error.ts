import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';

/**
 * The error graphql-request throws when the API answers with an error carrying `code` (and `extensions`,
 * e.g. the current `version` of a CONFLICT), for tests.
 */
export function answeredWith(
  code: string,
  message = 'refused',
  extensions: Record<string, unknown> = {},
): ClientError {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      body: '',
      errors: [new GraphQLError(message, { extensions: { code, ...extensions } })],
    },
    { query: 'mutation Test' },
  );
}

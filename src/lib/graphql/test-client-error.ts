import { GraphQLError } from 'graphql';
import { ClientError } from 'graphql-request';

/** The error graphql-request throws when the API answers with an error carrying `code`, for tests. */
export function answeredWith(code: string, message = 'refused'): ClientError {
  return new ClientError(
    {
      status: 200,
      headers: new Headers(),
      body: '',
      errors: [new GraphQLError(message, { extensions: { code } })],
    },
    { query: 'mutation Test' },
  );
}

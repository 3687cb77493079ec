import { type APIRequestContext, expect } from '@playwright/test';
import { workerAccount } from './worker-account';

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token = '',
): Promise<T> {
  const response = await request.post('/', {
    data: { query, variables },
    headers: { authorization: token, 'content-type': 'application/json' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** Stores a schema and a file of it at the root of the worker's data directory, straight through the API. */
export async function seedFile(
  request: APIRequestContext,
  { schemaLabel, fileLabel }: { schemaLabel: string; fileLabel: string },
) {
  const { username, password } = workerAccount();
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    { username, password },
  );
  const { saveSchema } = await graphql<{ saveSchema: { id: string; directoryId: string } }>(
    request,
    'mutation ($schema: JSON!) { saveSchema(schema: $schema) { id directoryId } }',
    { schema: { label: schemaLabel, elements: [] } },
    login.token,
  );
  const { saveFile } = await graphql<{ saveFile: { id: string; directoryId: string } }>(
    request,
    'mutation ($file: JSON!) { saveFile(file: $file) { id directoryId } }',
    { file: { schemaId: saveSchema.id, label: fileLabel, parentId: null, data: [] } },
    login.token,
  );
  return { schema: saveSchema, file: saveFile };
}

import { type APIRequestContext, expect } from '@playwright/test';
import { workerAccount } from './worker-account';

/** Calls the API the way the SPA does and fails the test on any error. */
export async function graphql<T>(
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

/** Logs the worker's account in through the API; answers the token. */
export async function logInByApi(request: APIRequestContext): Promise<string> {
  const { username, password } = workerAccount();
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
    { username, password },
  );
  return login.token;
}

export async function saveSchema(request: APIRequestContext, token: string, schema: object) {
  const { saveSchema: saved } = await graphql<{ saveSchema: { id: string; directoryId: string } }>(
    request,
    'mutation ($schema: JSON!) { saveSchema(schema: $schema) { id directoryId } }',
    { schema },
    token,
  );
  return saved;
}

export async function saveFile(request: APIRequestContext, token: string, file: object) {
  const { saveFile: saved } = await graphql<{ saveFile: { id: string; directoryId: string } }>(
    request,
    'mutation ($file: JSON!) { saveFile(file: $file) { id directoryId } }',
    { file: { parentId: null, data: [], ...file } },
    token,
  );
  return saved;
}

export async function fileData(request: APIRequestContext, token: string, id: string) {
  const { queryFileData } = await graphql<{
    queryFileData: { label: string; data: Record<string, unknown>[]; relatedFiles: { fileId: string }[] };
  }>(
    request,
    'query ($id: String!) { queryFileData(id: $id) { label data relatedFiles { fileId } } }',
    { id },
    token,
  );
  return queryFileData;
}

/** A GraphQL multipart request, as the SPA uploads images. */
export async function uploadImage(
  request: APIRequestContext,
  token: string,
  {
    fileId,
    elementId,
    name,
    mimeType,
    buffer,
  }: { fileId: string; elementId: string; name: string; mimeType: string; buffer: Buffer },
) {
  const query =
    'mutation ($fileId: String!, $elementId: String!, $image: File!) { uploadImage(fileId: $fileId, elementId: $elementId, image: $image) { id url } }';
  const response = await request.post('/', {
    headers: { authorization: token },
    multipart: {
      operations: JSON.stringify({ query, variables: { fileId, elementId, image: null } }),
      map: JSON.stringify({ 0: ['variables.image'] }),
      0: { name, mimeType, buffer },
    },
  });
  const body = (await response.json()) as {
    data?: { uploadImage: { id: string; url: string } };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data?.uploadImage as { id: string; url: string };
}

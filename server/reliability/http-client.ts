import type { GqlResponse } from '../test/harness';

const LOGIN =
  'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }';

/** POSTs one GraphQL operation to the server at `url`; `token` goes into the authorization header. */
export async function gql<Data = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GqlResponse<Data>> {
  const response = await fetch(`${url}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** The data of a request that must succeed; throws with the server's errors otherwise. */
export async function gqlData<Data>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Data> {
  const { body } = await gql<Data>(url, query, variables, token);
  if (body.errors || !body.data) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export async function login(url: string, username: string, password: string): Promise<string> {
  const data = await gqlData<{ login: { token: string } }>(url, LOGIN, { username, password });
  return data.login.token;
}

/** A GraphQL multipart request uploading `bytes` for an Image element, the way the app uploads. */
export async function uploadImage(
  url: string,
  token: string,
  {
    fileId,
    elementId,
    bytes,
    name,
  }: { fileId: string; elementId: string; bytes: Uint8Array<ArrayBuffer>; name: string },
): Promise<GqlResponse<{ uploadImage: { id: string } }>> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query:
        'mutation Upload($fileId: String!, $elementId: String!, $image: File!) { uploadImage(fileId: $fileId, elementId: $elementId, image: $image) { id } }',
      variables: { fileId, elementId, image: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.image'] }));
  form.set('0', new File([bytes], name, { type: 'image/png' }));
  const response = await fetch(`${url}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

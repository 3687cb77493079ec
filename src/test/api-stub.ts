import { type Mock, vi } from 'vitest';
import { graphQLErrors } from '../lib/graphql/error-codes';
import type * as generated from '../lib/graphql/generated/graphql';
import type { TypedDocumentString } from '../lib/graphql/generated/graphql';

type Documents = typeof generated;
type OperationName = {
  [K in keyof Documents]: K extends `${infer Name}Document` ? Name : never;
}[keyof Documents];
type Handler<Name extends OperationName> =
  Documents[`${Name}Document`] extends TypedDocumentString<infer Result, infer Variables>
    ? (variables: Variables) => Promise<Result>
    : never;

/** One mock per operation of graphql/operations; each refuses until a test says what it answers. */
export type ApiStub = { [Name in OperationName]: Mock<Handler<Name>> };

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * Answers the app's GraphQL requests in a unit test from the returned mocks, through the real client: a mock
 * that rejects with `answeredWith(code)` answers that error code, any other rejection a plain error.
 * Restore with `vi.unstubAllGlobals()`.
 */
export function stubApi(): ApiStub {
  const mocks = new Map<string, Mock>();
  const mockOf = (name: string) => {
    let mock = mocks.get(name);
    if (!mock) {
      mock = vi.fn(() => Promise.reject(new Error(`${name} was not expected`)));
      mocks.set(name, mock);
    }
    return mock;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init?.body));
      try {
        return answer({ data: await mockOf(operationName)(variables) });
      } catch (error) {
        const errors = graphQLErrors(error);
        return answer({
          data: null,
          errors: errors.length > 0 ? errors : [{ message: (error as Error).message }],
        });
      }
    }),
  );
  return new Proxy({} as ApiStub, { get: (_target, name) => mockOf(String(name)) });
}

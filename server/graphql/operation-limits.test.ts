import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from './operation-limits';
import { createApiSchema } from './schema';
import { createApiYoga } from './yoga';

const yoga = createApiYoga({
  schema: createApiSchema(),
  production: false,
  logger: Fastify().log,
  context: async () => {
    throw new Error('These tests execute nothing.');
  },
  answers: {
    viewer: async () => null,
    dataVersion: async () => '0',
    stateFields: new Set(),
    stateVersion: async () => null,
  },
});
/** Parses and validates `document` the way the API does, and returns the messages of its errors. */
const check = (document: string) => {
  const { parse, validate, schema } = yoga.getEnveloped({});
  const errors: readonly GraphQLError[] = validate(schema, parse(document));
  return errors.map((error) => error.message);
};
const times = (count: number, text: string) => Array.from({ length: count }, () => text).join(' ');

function operationsOfTheApp(dir = 'graphql/operations'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? operationsOfTheApp(join(dir, entry.name))
      : entry.name.endsWith('.graphql')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

describe('operation limits', () => {
  it('let every operation the app sends through', () => {
    const documents = operationsOfTheApp();

    expect(documents.length).toBeGreaterThan(10);
    expect(check(documents.join('\n'))).toEqual([]);
  });

  it('allow 10,000 tokens and refuse the next one while parsing', () => {
    const list = (items: number) =>
      `mutation { updateDirectory(directory: [${times(items, '1')}]) { success } }`;

    expect(check(list(OPERATION_LIMITS.maxTokens - 13))).toEqual([]);
    expect(() => check(list(OPERATION_LIMITS.maxTokens - 12))).toThrow(/^Token limit of 10000 exceeded\.$/);
  });

  it('allow a depth of 16, counting fields and not the fragments they sit in', () => {
    const nested = (levels: number): string => (levels === 1 ? 'id' : `children { ${nested(levels - 1)} }`);
    const query = (depth: number) =>
      `{ getDirectoryFolderToLoggedInClient(frontEndType: "alloy") { ...Nested } }
       fragment Nested on DirectoryResponse { nested { ... on DirectoryRow { directory { ${nested(depth - 3)} } } } }`;

    expect(check(query(16))).toEqual([]);
    expect(check(query(17))).toEqual(['Query depth limit of 16 exceeded, found 17.']);
  });

  it('allow 30 aliases, of __typename too', () => {
    const aliases = (count: number) => Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ');

    expect(check(`{ ${aliases(30)} }`)).toEqual([]);
    expect(check(`{ ${aliases(31)} }`)).toEqual(['Aliases limit of 30 exceeded, found 31.']);
  });

  it('allow 50 directives', () => {
    expect(check(`{ ${times(50, '__typename @skip(if: false)')} }`)).toEqual([]);
    expect(check(`{ ${times(51, '__typename @skip(if: false)')} }`)).toEqual([
      'Directives limit of 50 exceeded, found 51.',
    ]);
  });

  it('allow a cost of 600: one per field, one more per inline fragment, two more per fragment spread', () => {
    expect(check(`{ ${times(600, '__typename')} }`)).toEqual([]);
    expect(check(`{ ${times(601, '__typename')} }`)).toEqual([
      'Query Cost limit of 600 exceeded, found 601.',
    ]);
    expect(check(`{ ... on Query { ${times(600, '__typename')} } }`)).toEqual([
      'Query Cost limit of 600 exceeded, found 601.',
    ]);
    expect(check(`{ ...F } fragment F on Query { ${times(598, '__typename')} }`)).toEqual([]);
    expect(check(`{ ...F } fragment F on Query { ${times(599, '__typename')} }`)).toEqual([
      'Query Cost limit of 600 exceeded, found 601.',
    ]);
  });

  it('measure a fragment bomb quickly, for its expanded size', () => {
    const bomb = [
      'query { ...F9 }',
      ...[9, 8, 7, 6, 5, 4, 3, 2].map((n) => `fragment F${n} on Query { ${times(10, `...F${n - 1}`)} }`),
      'fragment F1 on Query { __typename }',
    ].join('\n');

    // 10^8 fields and 111,111,111 fragment spreads.
    expect(check(bomb)).toEqual(['Query Cost limit of 600 exceeded, found 322222222.']);
  });

  it('stay finite on fragment cycles, which the standard rules refuse', () => {
    expect(check('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A __typename }')).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });
});

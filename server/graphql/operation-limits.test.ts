import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLimitsRule } from './operation-limits';
import { OPERATION_LIMITS } from './yoga';

const schema = buildSchema(readFileSync('graphql/schema.graphql', 'utf8'));
const check = (document: string) =>
  validate(schema, parse(document), [operationLimitsRule(OPERATION_LIMITS)]).map((error) => error.message);

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

  it('count fields inside inline fragments and stay finite on fragment cycles', () => {
    const fields = Array.from({ length: 601 }, () => '__typename').join(' ');

    expect(check(`{ ... on Query { ${fields} } }`)).toEqual([
      'Query selects 601 fields; at most 600 are allowed.',
    ]);
    expect(check('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A __typename }')).toEqual(
      [],
    );
  });
});

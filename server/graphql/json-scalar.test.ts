import { parseValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { JSONScalar } from './json-scalar';

describe('the JSON scalar', () => {
  it('takes any JSON value from variables unchanged', () => {
    const value = { label: 'Person', elements: [{ position: 0, props: null }], ok: true };

    expect(JSONScalar.parseValue(value)).toBe(value);
    expect(JSONScalar.serialize('text')).toBe('text');
  });

  it('reads values written inline in a query, variables included', () => {
    const literal = parseValue(
      '{ label: "Person", elements: [1, 2.5, true, null, $extra], nested: { a: [] } }',
    );

    expect(JSONScalar.parseLiteral(literal, { extra: { b: 'c' } })).toEqual({
      label: 'Person',
      elements: [1, 2.5, true, null, { b: 'c' }],
      nested: { a: [] },
    });
  });
});

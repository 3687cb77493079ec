import { describe, expect, it } from 'vitest';
import { MAX_NESTING, nestingOf } from './parse-limits';

describe('nestingOf', () => {
  it('counts the deepest open brackets of every kind', () => {
    expect(nestingOf('{ a }')).toBe(1);
    expect(nestingOf('{ a(x: [1, [2]]) { b } }')).toBe(4);
    expect(nestingOf(`{ ${'a { '.repeat(MAX_NESTING)} b ${'} '.repeat(MAX_NESTING)} }`)).toBe(
      MAX_NESTING + 1,
    );
  });

  it('skips brackets in strings, block strings and comments', () => {
    expect(nestingOf('{ a(x: "[[[{{{(((\\"[[[") }')).toBe(2);
    expect(nestingOf('{ a(x: """ [[[ \\""" {{{ """) }')).toBe(2);
    expect(nestingOf('# {{{{\n{ a } # [[[[')).toBe(1);
  });

  it('leaves unbalanced brackets to the parser', () => {
    expect(nestingOf('}}} { a')).toBe(1);
    expect(nestingOf('{ a(x: "unterminated')).toBe(2);
  });
});

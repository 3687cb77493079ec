import { expect, it } from 'vitest';
import { valueText } from './value-text';

it('shows any stored value as text, structured ones as JSON', () => {
  expect(valueText('x')).toBe('x');
  expect(valueText(3)).toBe('3');
  expect(valueText(false)).toBe('false');
  expect(valueText(undefined)).toBe('');
  expect(valueText(null)).toBe('');
  expect(valueText({ a: 1 })).toBe('{"a":1}');
});

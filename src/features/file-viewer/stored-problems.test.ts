import { describe, expect, it } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { element, group, topLevel } from '../../../domain/schema/element-fixtures';
import { storedProblemsOf } from './stored-problems';

const entry = (elementId: string, value: unknown): FileDataEntry => ({ elementId, [MODEL_VALUE_KEY]: value });

const elements = topLevel([
  element('price', 'Input', { props: { rules: { type: 'number', max: 100 } } }),
  element('email', 'Input', { props: { rules: { type: 'email', required: true } } }),
  group('address', [element('zip', 'Input', { props: { rules: { pattern: '\\d{5}', required: true } } })]),
  element('plain'),
]);

describe('storedProblemsOf', () => {
  it('names the first rule each shown value breaks, nested fields too', () => {
    const problems = storedProblemsOf(elements, [
      entry('price', 250),
      entry('zip', '1234'),
      entry('plain', 'anything'),
    ]);
    expect(Object.fromEntries(problems)).toEqual({
      price: { rule: 'max', limit: 100 },
      zip: { rule: 'pattern', message: null },
    });
  });

  it('leaves out an empty required field and a value the field cannot show', () => {
    const problems = storedProblemsOf(elements, [entry('email', ''), entry('price', [{ a: 1 }])]);
    expect(problems.size).toBe(0);
  });
});

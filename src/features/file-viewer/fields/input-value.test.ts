import { describe, expect, it } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import { inputControl, inputProblems, inputText, inputValue, tidyInputText } from './input-value';

const price = { type: 'number', min: 0, max: 10_000, decimals: 2 } as const;
const priceElement = element('price', 'Input', { props: { rules: price } });

describe('inputText', () => {
  it('shows a stored number in German with the element’s places, or more where it has more', () => {
    expect(inputText(2499.95, price)).toBe('2.499,95');
    expect(inputText(5, price)).toBe('5,00');
    expect(inputText(1.125, price)).toBe('1,125');
    expect(inputText(2499.5, { type: 'number' })).toBe('2.499,5');
  });

  it('shows other values as they are stored', () => {
    expect(inputText('51.5', price)).toBe('51.5');
    expect(inputText(170, {})).toBe('170');
    expect(inputText(null, price)).toBe('');
  });
});

describe('inputValue and inputProblems', () => {
  it('stores the number German text writes, null for none, and refuses text that is no number', () => {
    expect(inputValue('2.499,95', price)).toEqual({ value: 2499.95 });
    expect(inputValue(' ', price)).toEqual({ value: null });
    expect(inputValue('2,5x', price)).toBeNull();
    expect(inputValue('2,5x', {})).toEqual({ value: '2,5x' });
  });

  it('checks typed text as the value it would be stored as', () => {
    expect(inputProblems(priceElement, '12.000', price)).toEqual([{ rule: 'max', limit: 10_000 }]);
    expect(inputProblems(priceElement, '1,234', price)).toEqual([{ rule: 'decimals', limit: 2 }]);
    expect(inputProblems(priceElement, 'zwölf', price)).toEqual([{ rule: 'number' }]);
    expect(inputProblems(priceElement, '2499,95', price)).toEqual([]);
  });

  it('keeps a number once saved in its German form, other text as typed', () => {
    expect(tidyInputText('2499,9', price)).toBe('2.499,90');
    expect(tidyInputText('zwölf', price)).toBe('zwölf');
    expect(tidyInputText(' Ada ', {})).toBe(' Ada ');
  });
});

describe('inputControl', () => {
  it('picks the control of the type, a text box for a stored date that is none', () => {
    expect(inputControl({ type: 'multiline' }, '')).toBe('textarea');
    expect(inputControl({ type: 'date' }, '2026-11-27')).toBe('date');
    expect(inputControl({ type: 'date' }, '')).toBe('date');
    expect(inputControl({ type: 'date' }, '27.11.2026')).toBe('text');
    expect(inputControl({ type: 'email' }, '')).toBe('email');
    expect(inputControl({}, '')).toBe('text');
  });
});

import { type FieldRules, isDate } from '../../../../domain/rules/field-rules';
import { decimalPlaces, formatGermanNumber, parseGermanNumber } from '../../../../domain/rules/german-number';
import { type ValueProblem, valueProblems } from '../../../../domain/rules/value-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { valueText } from '../value-text';

/**
 * The text an Input shows for a stored value: a number in German, with the element's places after the comma
 * unless the number has more (rounding would hide what is stored); anything else as `valueText` shows it.
 */
export function inputText(value: unknown, rules: FieldRules): string {
  if (rules.type !== 'number' || typeof value !== 'number') return valueText(value);
  const { decimals } = rules;
  return formatGermanNumber(
    value,
    decimals !== undefined && decimalPlaces(value) <= decimals ? decimals : undefined,
  );
}

/**
 * The value an Input stores for typed text: a number field stores the number the German text writes, or null
 * when empty; other types store the text. Null for text that is no number.
 */
export function inputValue(text: string, rules: FieldRules): { value: unknown } | null {
  if (rules.type !== 'number') return { value: text };
  if (text.trim() === '') return { value: null };
  const value = parseGermanNumber(text);
  return value === null ? null : { value };
}

/** The rules typed text breaks, as the value it would be stored as. */
export function inputProblems(element: SchemaElement, text: string, rules: FieldRules): ValueProblem[] {
  const parsed = inputValue(text, rules);
  return parsed ? valueProblems(element, parsed.value) : [{ rule: 'number' }];
}

/** Typed text as the field keeps it once saved: a number in its German form. */
export function tidyInputText(text: string, rules: FieldRules): string {
  const parsed = inputValue(text, rules);
  return rules.type === 'number' && typeof parsed?.value === 'number' ? inputText(parsed.value, rules) : text;
}

/**
 * The control an Input's text goes into: a date picker takes only dates, so text of an older type that is
 * no date stays visible in a text box until the user replaces it.
 */
export function inputControl(
  rules: FieldRules,
  text: string,
): 'text' | 'textarea' | 'date' | 'email' | 'url' | 'number' {
  switch (rules.type) {
    case 'multiline':
      return 'textarea';
    case 'date':
      return text === '' || isDate(text) ? 'date' : 'text';
    case 'email':
    case 'url':
    case 'number':
      return rules.type;
    default:
      return 'text';
  }
}

import { rulesOf } from '../../../../domain/rules/field-rules';
import { parseGermanNumber } from '../../../../domain/rules/german-number';
import { valueProblems } from '../../../../domain/rules/value-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { valueProblemText } from '../../../lib/rules/value-problem-text';

/**
 * What text typed into an Input would be stored as: a Zahl as the number its German text writes (text that
 * writes none stays text, which breaks `number`), anything else as typed.
 */
export function typedValue(element: SchemaElement, text: string): unknown {
  if (rulesOf(element).type !== 'number' || text.trim() === '') return text;
  return parseGermanNumber(text) ?? text;
}

/** The first rule the value breaks, in words; undefined when it keeps them all. */
export function firstProblemText(element: SchemaElement, value: unknown): string | undefined {
  const [problem] = valueProblems(element, value);
  return problem ? valueProblemText(problem) : undefined;
}

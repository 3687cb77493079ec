import { useId } from 'react';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { type ValueProblem, valueProblems } from '../../../../domain/rules/value-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { valueProblemText } from '../../../lib/rules/value-problem-text';
import { useFileForm } from '../file-form-context';
import type { RefusedValue } from '../save-errors';

/** A broken rule of the element's value in words; a table's column by its label, as the user sees it. */
export function problemText(element: SchemaElement, problem: ValueProblem): string {
  if (problem.rule !== 'requiredColumn') return valueProblemText(problem);
  const column = element.props.columns?.columns?.find((candidate) => candidate.field === problem.column);
  return valueProblemText({ ...problem, column: column?.label || problem.column });
}

/** Why the server refused a value: its rule in words, told from the value where the rule needs a limit. */
export function refusalText(element: SchemaElement, { rule, entry }: RefusedValue): string {
  if (rule === 'unique') return t('rules.value.unique');
  const known = valueProblems(element, entry[MODEL_VALUE_KEY]).find((problem) => problem.rule === rule);
  return known ? problemText(element, known) : t('rules.value.refused');
}

/**
 * What a field says under itself: while the user changes the value (`entered`: the rules what they entered
 * breaks), the first of those; otherwise why the server refused the value, or which rule the stored value
 * breaks (a value from before the rule, kept until the user changes it).
 */
export function useFieldMessage(
  element: SchemaElement,
  entered: readonly ValueProblem[] | null,
): string | null {
  const { refusals, storedProblems } = useFileForm();
  if (entered) {
    const [first] = entered;
    return first ? problemText(element, first) : null;
  }
  const refusal = refusals.get(element.elementId);
  if (refusal) return refusalText(element, refusal);
  const stored = storedProblems.get(element.elementId);
  return stored ? t('rules.value.stored', { message: problemText(element, stored) }) : null;
}

/**
 * Ids for a Chakra Field's hint and message, and the control's `aria-describedby` naming both: Chakra ties
 * the message by `aria-errormessage` only, which screen readers hardly read.
 */
export function useFieldDescription(hint: boolean, message: string | null) {
  const id = useId();
  const ids = { helperText: `${id}hint`, errorText: `${id}message` };
  const describedBy = [hint ? ids.helperText : null, message ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');
  return { ids, describedBy: describedBy || undefined };
}

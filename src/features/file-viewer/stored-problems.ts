import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { dataProblems, type ValueProblem } from '../../../domain/rules/value-rules';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { valueFits } from './value-fit';

/**
 * Per element, the first rule the value its field shows breaks: a value stored before the rule was made
 * stays stored and is marked until the user changes it. A missing required value is left out: an empty field
 * of a new file is no mistake yet (the field says so once the user clears it).
 */
export function storedProblemsOf(
  elements: SchemaElement[],
  data: readonly FileDataEntry[],
): Map<string, ValueProblem> {
  const componentOf = new Map(
    flattenElements(elements).map((element) => [element.elementId, element.componentId]),
  );
  // A value of another shape is listed under the form, not in its field.
  const shown = data.filter((entry) => {
    const componentId = componentOf.get(entry.elementId);
    return componentId !== undefined && valueFits(componentId, entry[MODEL_VALUE_KEY]);
  });
  const problems = new Map<string, ValueProblem>();
  for (const { elementId, problems: broken } of dataProblems(elements, shown, true)) {
    const first = broken.find((problem) => problem.rule !== 'required');
    if (first) problems.set(elementId, first);
  }
  return problems;
}

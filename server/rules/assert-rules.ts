import type { FileDataEntry } from '../../domain/file/types';
import { MODEL_VALUE_KEY } from '../../domain/file/types';
import { dataChecker, type ElementProblems, type ValueProblem } from '../../domain/rules/value-rules';
import { jsonEqual } from '../../domain/schema/json-equal';
import type { SchemaElement } from '../../domain/schema/types';
import { badInput } from '../errors';

const RULE_MESSAGES: Record<ValueProblem['rule'], string> = {
  required: 'a value is required',
  text: 'must be text',
  minLength: 'is shorter than allowed',
  maxLength: 'is longer than allowed',
  pattern: 'does not match the pattern of the element',
  number: 'must be a number',
  min: 'is below the minimum',
  max: 'is above the maximum',
  decimals: 'has more decimal places than allowed',
  date: 'must be a date YYYY-MM-DD',
  minDate: 'is before the earliest date allowed',
  maxDate: 'is after the latest date allowed',
  email: 'must be an email address',
  url: 'must be an http or https address',
  option: 'must be one of the element’s options',
  single: 'must be one option (the element takes one)',
  rows: 'must be a list of rows',
  minRows: 'has fewer rows than allowed',
  maxRows: 'has more rows than allowed',
  requiredColumn: 'leaves a required column empty',
};

/** Names an element's entry among the entries of a write's argument (`root`), e.g. `data.data[2]`. */
export const entryPath = (entries: FileDataEntry[], root: string) => (elementId: string) =>
  `${root}[${entries.findIndex((entry) => entry.elementId === elementId)}]`;

/** The elements of `entries` whose value differs from the one `stored` holds. */
export function changedElementIds(entries: FileDataEntry[], stored: FileDataEntry[]): Set<string> {
  const before = new Map(stored.map((entry) => [entry.elementId, entry[MODEL_VALUE_KEY]]));
  return new Set(
    entries
      .filter(
        (entry) =>
          !before.has(entry.elementId) || !jsonEqual(before.get(entry.elementId), entry[MODEL_VALUE_KEY]),
      )
      .map((entry) => entry.elementId),
  );
}

/**
 * The rules the entries a write sends break (see `dataChecker`), each element's check built once for
 * every write checked. An entry whose value is as stored (`stored`) passes: a value kept from before a
 * rule existed stays until that field is written.
 */
export function writtenChecker(
  elements: SchemaElement[],
): (entries: FileDataEntry[], stored: FileDataEntry[]) => ElementProblems[] {
  const check = dataChecker(elements);
  return (entries, stored) => {
    const changed = changedElementIds(entries, stored);
    return check(
      entries.filter((entry) => changed.has(entry.elementId)),
      false,
    );
  };
}

export const writtenProblems = (
  elements: SchemaElement[],
  entries: FileDataEntry[],
  stored: FileDataEntry[],
) => writtenChecker(elements)(entries, stored);

/** Refuses entries that break their element's rules (`writtenProblems`): BAD_USER_INPUT naming the first. */
export function assertRules(
  elements: SchemaElement[],
  entries: FileDataEntry[],
  stored: FileDataEntry[],
  root: string,
): void {
  const [broken] = writtenProblems(elements, entries, stored);
  if (!broken) return;
  const [problem] = broken.problems as [ValueProblem];
  throw badInput(`The value of element "${broken.elementId}" ${ruleBrokenText(problem)}.`, {
    path: entryPath(entries, root)(broken.elementId),
    elementId: broken.elementId,
    ...problem,
  });
}

/** A broken rule in English, for the API's messages. */
export const ruleBrokenText = (problem: ValueProblem) =>
  problem.rule === 'pattern' && problem.message
    ? `${RULE_MESSAGES.pattern} (${problem.message})`
    : RULE_MESSAGES[problem.rule];

import { formatGermanNumber } from '../../domain/rules/german-number';
import type { ValueProblem } from '../../domain/rules/value-rules';
import type { SchemaElement } from '../../domain/schema/types';
import { BATCH_ISSUE_CODES, type BatchIssue } from '../../domain/transfer/batch-checks';
import { germanDate } from '../../domain/transfer/csv-values';
import { type CellProblem, IMPORT_LIMITS } from '../../domain/transfer/import-cells';

/** Why files cannot go into a chosen folder (`whyNoEntries`), in German. */
export function folderRefusalText(why: 'not-found' | 'into-file' | 'too-deep', folderId: string): string {
  return why === 'too-deep'
    ? 'Der Ordner liegt auf der tiefsten Ebene des Datenbaums und nimmt keine Dateien auf.'
    : `Den Ordner „${folderId}“ gibt es im Datenbaum nicht.`;
}

/** Where a text stops being JSON, as JSON.parse says it, in German: ` (Fehler bei Zeichen 27)`, or nothing. */
export function jsonErrorPlace(error: unknown): string {
  const position = error instanceof SyntaxError ? /position (\d+)/.exec(error.message)?.[1] : undefined;
  return position ? ` (Fehler bei Zeichen ${position})` : '';
}

/** What a problem's sentence starts with: the row, or the column's target (the element by its label). */
export const targetName = (elements: Map<string, SchemaElement>, target: string | null) =>
  target === null
    ? 'Die Zeile'
    : target === 'id'
      ? 'ID'
      : target === 'label'
        ? 'Bezeichnung'
        : `„${elements.get(target)?.label || target}“`;

/** A problem only the rows of several batches together show (`batchChecker`), as the report says it. */
export function batchIssueProblem(issue: BatchIssue, elements: Map<string, SchemaElement>) {
  const name = targetName(elements, issue.target);
  const message =
    issue.kind === 'cellTooLong'
      ? `${name}: Die Zelle ist länger als ${formatGermanNumber(IMPORT_LIMITS.maxCell)} Zeichen.`
      : issue.kind === 'sameFile'
        ? `Die Zeile nennt dieselbe Datei wie Zeile ${issue.earlierRow}.`
        : `${name} hat denselben Wert wie in Zeile ${issue.earlierRow}.`;
  return {
    row: issue.row,
    target: issue.kind === 'sameFile' ? null : issue.target,
    code: BATCH_ISSUE_CODES[issue.kind],
    message,
  };
}

/** A cell that cannot be read, in German, for the import's report. */
export const CELL_PROBLEM_TEXTS: Record<CellProblem, string> = {
  number: 'ist keine Zahl (z. B. 2.499,95).',
  date: 'ist kein Datum (z. B. 27.11.2026).',
  option: 'ist keine der Optionen des Elements.',
  unsupportedTarget: 'lässt sich nicht aus einer Tabelle importieren (Bilder, Verknüpfungen, Rich Text).',
};

/** A broken rule, in German, for the import's report. */
export function ruleProblemText(problem: ValueProblem): string {
  switch (problem.rule) {
    case 'required':
      return 'ist ein Pflichtfeld.';
    case 'text':
      return 'ist kein Text.';
    case 'number':
      return CELL_PROBLEM_TEXTS.number;
    case 'date':
      return CELL_PROBLEM_TEXTS.date;
    case 'rows':
      return 'ist keine Tabelle.';
    case 'minLength':
      return `braucht mindestens ${problem.limit} Zeichen.`;
    case 'maxLength':
      return `darf höchstens ${problem.limit} Zeichen haben.`;
    case 'pattern':
      return problem.message
        ? `hat nicht das verlangte Format: ${problem.message}`
        : 'hat nicht das verlangte Format.';
    case 'min':
      return `muss mindestens ${formatGermanNumber(problem.limit)} sein.`;
    case 'max':
      return `darf höchstens ${formatGermanNumber(problem.limit)} sein.`;
    case 'decimals':
      return `darf höchstens ${problem.limit} Nachkommastellen haben.`;
    case 'minDate':
      return `darf nicht vor dem ${germanDate(problem.limit)} liegen.`;
    case 'maxDate':
      return `darf nicht nach dem ${germanDate(problem.limit)} liegen.`;
    case 'email':
      return 'ist keine E-Mail-Adresse.';
    case 'url':
      return 'ist keine Adresse, die mit http:// oder https:// beginnt.';
    case 'option':
    case 'single':
      return 'ist keine (oder mehr als eine) der Optionen des Elements.';
    case 'minRows':
      return `braucht mindestens ${problem.limit} Zeilen.`;
    case 'maxRows':
      return `darf höchstens ${problem.limit} Zeilen haben.`;
    case 'requiredColumn':
      return `lässt in Zeile ${problem.row} die Pflichtspalte „${problem.column}“ leer.`;
  }
}

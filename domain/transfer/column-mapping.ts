import { uniqueElements } from '../rules/value-rules';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import { csvColumns } from './csv-values';
import { isImportable } from './import-cells';

/** The targets every schema has: the file's id and its label. */
export const ID_TARGET = 'id';
export const LABEL_TARGET = 'label';

/** Where a CSV column goes: `id`, `label` or an element id; null leaves the column out. */
export type Target = string | null;

/** An element a column can go to, named as Alloy's CSV export heads its column. */
export interface ElementTarget {
  elementId: string;
  header: string;
}

/** Headers that name the fixed targets: those of Alloy's export (`ID`, `Bezeichnung`) and in English. */
const FIXED_HEADERS: Record<string, string> = {
  id: ID_TARGET,
  bezeichnung: LABEL_TARGET,
  label: LABEL_TARGET,
};

const normal = (text: string) => text.trim().toLocaleLowerCase('de');

/** The elements a column can fill, in the schema's order: those whose values a cell can hold. */
export function elementTargets(elements: SchemaElement[]): ElementTarget[] {
  return csvColumns(elements)
    .filter(({ element }) => isImportable(element))
    .map(({ element, header }) => ({ elementId: element.elementId, header }));
}

/** The elements the import can find existing files by besides their id: Inputs whose values are unique. */
export function matchByElements(elements: SchemaElement[]): ElementTarget[] {
  const unique = new Set(uniqueElements(elements).map((element) => element.elementId));
  return elementTargets(elements).filter((target) => unique.has(target.elementId));
}

/**
 * Each header's target: `ID` and `Bezeichnung` the fixed ones, else the element that Alloy's export heads
 * so (a label, `Label (elementId)` where labels repeat), whose label or whose id it is, case and spaces
 * aside. A target goes to its first header only; the others stay out.
 */
export function matchHeaders(headers: string[], elements: SchemaElement[]): Target[] {
  const targets = elementTargets(elements);
  const labels = new Map(flattenElements(elements).map((element) => [element.elementId, element.label]));
  const used = new Set<string>();
  const tryTargets = (candidates: (string | undefined)[]) => {
    const target = candidates.find((candidate) => candidate !== undefined && !used.has(candidate));
    if (target !== undefined) used.add(target);
    return target ?? null;
  };
  return headers.map((header) => {
    const name = normal(header);
    if (name === '') return null;
    return tryTargets([
      FIXED_HEADERS[name],
      ...targets.filter((target) => normal(target.header) === name).map((target) => target.elementId),
      ...targets
        .filter((target) => normal(labels.get(target.elementId) ?? '') === name)
        .map((target) => target.elementId),
      ...targets.filter((target) => normal(target.elementId) === name).map((target) => target.elementId),
    ]);
  });
}

/**
 * Headers left out because they name an element whose values no cell can hold (an image, related files,
 * rich text): the screen says why those columns stay out.
 */
export function unimportableHeaders(headers: string[], elements: SchemaElement[]): Set<number> {
  const names = new Set(
    csvColumns(elements)
      .filter(({ element }) => !isImportable(element))
      .flatMap(({ element, header }) => [header, element.label, element.elementId].map(normal)),
  );
  return new Set(headers.flatMap((header, index) => (names.has(normal(header)) ? [index] : [])));
}

export type MappingProblem =
  | { kind: 'nothingMapped' }
  | { kind: 'duplicate'; target: string }
  | { kind: 'matchByUnmapped'; target: string };

/** What keeps a mapping from being sent: no column mapped, a target twice, a match column not mapped. */
export function mappingProblems(targets: Target[], matchBy: string): MappingProblem[] {
  const mapped = targets.filter((target): target is string => target !== null);
  const problems: MappingProblem[] = [];
  if (mapped.length === 0) problems.push({ kind: 'nothingMapped' });
  const twice = [...new Set(mapped.filter((target, index) => mapped.indexOf(target) !== index))];
  for (const target of twice) problems.push({ kind: 'duplicate', target });
  if (matchBy !== ID_TARGET && !mapped.includes(matchBy))
    problems.push({ kind: 'matchByUnmapped', target: matchBy });
  return problems;
}

/** A mapped column: its place in the file's rows and its target. */
export interface MappedColumn {
  index: number;
  target: string;
}

export function mappedColumns(targets: Target[]): MappedColumn[] {
  return targets.flatMap((target, index) => (target === null ? [] : [{ index, target }]));
}

/** The rows as sent: only the mapped cells, in the order of `columns` (whose indexes then count from 0). */
export function projectRows(rows: string[][], columns: MappedColumn[]): string[][] {
  return rows.map((row) => columns.map((column) => row[column.index] ?? ''));
}

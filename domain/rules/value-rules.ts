import { z } from 'zod';
import { entryText } from '../file/entry-text';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../file/types';
import { flattenElements } from '../schema/element-ops';
import type { SchemaElement } from '../schema/types';
import { compilePattern, type FieldRules, isDate, rulesOf } from './field-rules';
import { decimalPlaces } from './german-number';

/** Which rule a value breaks, with what the message needs to tell it. */
export type ValueProblem =
  | { rule: 'required' }
  | { rule: 'text' }
  | { rule: 'minLength' | 'maxLength'; limit: number }
  | { rule: 'pattern'; message: string | null }
  | { rule: 'number' }
  | { rule: 'min' | 'max'; limit: number }
  | { rule: 'decimals'; limit: number }
  | { rule: 'date' }
  | { rule: 'minDate' | 'maxDate'; limit: string }
  | { rule: 'email' }
  | { rule: 'url' }
  | { rule: 'option' }
  | { rule: 'single' }
  | { rule: 'rows' }
  | { rule: 'minRows' | 'maxRows'; limit: number }
  | { rule: 'requiredColumn'; column: string; row: number };

/** Whether a value counts as not given: nothing, blank text, an empty list. */
export const isEmptyValue = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

// A practical address check (one @, a dot in the domain, no spaces); the RFC grammar admits far more.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname.includes('.');
  } catch {
    return false;
  }
}

type Check = (value: unknown, report: (problem: ValueProblem) => void) => void;

function inputCheck(rules: FieldRules): Check {
  const pattern = rules.pattern === undefined ? null : compilePattern(rules.pattern);
  return (value, report) => {
    switch (rules.type) {
      case 'number': {
        if (typeof value !== 'number' || !Number.isFinite(value)) return report({ rule: 'number' });
        if (rules.min !== undefined && value < rules.min) report({ rule: 'min', limit: rules.min });
        if (rules.max !== undefined && value > rules.max) report({ rule: 'max', limit: rules.max });
        if (rules.decimals !== undefined && decimalPlaces(value) > rules.decimals) {
          report({ rule: 'decimals', limit: rules.decimals });
        }
        return;
      }
      case 'date': {
        if (typeof value !== 'string' || !isDate(value)) return report({ rule: 'date' });
        if (rules.minDate !== undefined && value < rules.minDate)
          report({ rule: 'minDate', limit: rules.minDate });
        if (rules.maxDate !== undefined && value > rules.maxDate)
          report({ rule: 'maxDate', limit: rules.maxDate });
        return;
      }
      default: {
        if (typeof value !== 'string') return report({ rule: 'text' });
        const length = [...value].length;
        if (rules.minLength !== undefined && length < rules.minLength) {
          report({ rule: 'minLength', limit: rules.minLength });
        }
        if (rules.maxLength !== undefined && length > rules.maxLength) {
          report({ rule: 'maxLength', limit: rules.maxLength });
        }
        if (rules.type === 'email' && !EMAIL.test(value)) report({ rule: 'email' });
        if (rules.type === 'url' && !isUrl(value)) report({ rule: 'url' });
        if (pattern && !pattern.matches(value))
          report({ rule: 'pattern', message: rules.patternMessage ?? null });
      }
    }
  };
}

function selectCheck(element: SchemaElement, rules: FieldRules): Check {
  const options = new Set((element.props.options?.options ?? []).map((option) => option.id));
  return (value, report) => {
    if (Array.isArray(value)) {
      if (!rules.multiple) return report({ rule: 'single' });
      if (value.some((id) => typeof id !== 'string' || !options.has(id))) report({ rule: 'option' });
      return;
    }
    if (typeof value !== 'string' || !options.has(value)) report({ rule: 'option' });
  };
}

function tableCheck(rules: FieldRules): Check {
  return (value, report) => {
    if (!Array.isArray(value)) return report({ rule: 'rows' });
    if (rules.minRows !== undefined && value.length < rules.minRows)
      report({ rule: 'minRows', limit: rules.minRows });
    if (rules.maxRows !== undefined && value.length > rules.maxRows)
      report({ rule: 'maxRows', limit: rules.maxRows });
    for (const column of rules.requiredColumns ?? []) {
      const row = value.findIndex((cells) =>
        isEmptyValue((cells as Record<string, unknown> | null)?.[column]),
      );
      if (row !== -1) report({ rule: 'requiredColumn', column, row: row + 1 });
    }
  };
}

/** The check of a given value of the element, by its component; none for components without value rules. */
function checkOf(element: SchemaElement, rules: FieldRules): Check | null {
  switch (element.componentId) {
    case 'Input':
      return inputCheck(rules);
    case 'Select':
      return selectCheck(element, rules);
    case 'Table':
      return tableCheck(rules);
    default:
      return null;
  }
}

/**
 * The element's rules as a zod schema of its value (the model value of its data entry): each broken rule
 * is an issue whose `params` are the `ValueProblem`. An empty value breaks only `required`; an element
 * without rules takes any value, as before rules existed.
 */
export function valueSchema(element: SchemaElement): z.ZodType<unknown> {
  const rules = rulesOf(element);
  const check = Object.keys(rules).length === 0 ? null : checkOf(element, rules);
  return z.unknown().check((context) => {
    const report = (problem: ValueProblem) =>
      context.issues.push({ code: 'custom', message: problem.rule, input: context.value, params: problem });
    const empty =
      isEmptyValue(context.value) ||
      (element.componentId === 'WYSIWYG' &&
        entryText(element, { elementId: element.elementId, [MODEL_VALUE_KEY]: context.value }).trim() === '');
    if (empty) {
      if (rules.required) report({ rule: 'required' });
      return;
    }
    check?.(context.value, report);
  });
}

/** The rules a value of the element breaks; empty when it is valid. */
export const valueProblems = (element: SchemaElement, value: unknown): ValueProblem[] =>
  valueCheck(element)(value);

/** An element whose value breaks rules, and which. */
export interface ElementProblems {
  elementId: string;
  problems: ValueProblem[];
}

/** The rules of `element`'s value as a check (`valueSchema`, built once), by the problems it answers. */
function valueCheck(element: SchemaElement): (value: unknown) => ValueProblem[] {
  const schema = valueSchema(element);
  return (value) => {
    const result = schema.safeParse(value);
    return result.success
      ? []
      : result.error.issues.map((issue) => (issue as unknown as { params: ValueProblem }).params);
  };
}

/**
 * The elements of a file's data that break their rules: of `entries` (the ones a write sends), or of every
 * element of the schema when `entries` is the whole data (a missing required value breaks `required`).
 * Each element's check is built once, when first needed, so checking many files of a schema costs what
 * their values do.
 */
export function dataChecker(
  elements: SchemaElement[],
): (entries: FileDataEntry[], whole: boolean) => ElementProblems[] {
  const checked = flattenElements(elements).filter((element) => element.componentId !== 'Group');
  // Built when first needed: a write of one field of a large schema checks that field alone.
  const checks = new Map<SchemaElement, (value: unknown) => ValueProblem[]>();
  const checkOf = (element: SchemaElement) => {
    let check = checks.get(element);
    if (!check) {
      check = valueCheck(element);
      checks.set(element, check);
    }
    return check;
  };
  return (entries, whole) => {
    const byId = new Map(entries.map((entry) => [entry.elementId, entry]));
    return checked.flatMap((element) => {
      const entry = byId.get(element.elementId);
      if (!whole && !entry) return [];
      const problems = checkOf(element)(entry?.[MODEL_VALUE_KEY]);
      return problems.length > 0 ? [{ elementId: element.elementId, problems }] : [];
    });
  };
}

/** The elements of a file's data that break their rules (see `dataChecker`). */
export const dataProblems = (elements: SchemaElement[], entries: FileDataEntry[], whole: boolean) =>
  dataChecker(elements)(entries, whole);

/**
 * What a count of related files through a Relationship element breaks: after adding (`more`), its
 * maximum; after removing, its minimum (a file over a maximum set later can still lose links one by one).
 */
export function relatedCountProblem(
  element: SchemaElement,
  count: number,
  change: 'more' | 'fewer' | 'any' = 'any',
): { rule: 'minRelated' | 'maxRelated'; limit: number } | null {
  const { minRelated, maxRelated } = rulesOf(element);
  if (change !== 'fewer' && maxRelated !== undefined && count > maxRelated) {
    return { rule: 'maxRelated', limit: maxRelated };
  }
  if (change !== 'more' && minRelated !== undefined && count < minRelated) {
    return { rule: 'minRelated', limit: minRelated };
  }
  return null;
}

/** The elements of a schema whose values must be unique among its files: Inputs with the `unique` rule. */
export const uniqueElements = (elements: SchemaElement[]) =>
  flattenElements(elements).filter((element) => element.componentId === 'Input' && rulesOf(element).unique);

/** A value as uniqueness compares it: text trimmed, numbers and lists as JSON. */
export const uniqueKey = (value: unknown) =>
  typeof value === 'string' ? value.trim() : JSON.stringify(value);

/** The value a file's data gives an element, as uniqueness compares it; null when it gives none. */
export function uniqueKeyOf(data: FileDataEntry[], elementId: string): string | null {
  const value = data.find((entry) => entry.elementId === elementId)?.[MODEL_VALUE_KEY];
  return isEmptyValue(value) ? null : uniqueKey(value);
}

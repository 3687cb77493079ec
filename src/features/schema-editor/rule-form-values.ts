import {
  type FieldRules,
  type InputType,
  type RuleName,
  rulesTaken,
} from '../../../domain/rules/field-rules';
import { formatGermanNumber, parseGermanNumber } from '../../../domain/rules/german-number';
import type { ComponentId } from '../../../domain/schema/types';

/** The rules step's fields: numbers as typed (German), dates `YYYY-MM-DD`, the image size in MB. */
export interface RuleFormValues {
  type: InputType;
  required: boolean;
  minLength: string;
  maxLength: string;
  pattern: string;
  patternMessage: string;
  min: string;
  max: string;
  decimals: string;
  minDate: string;
  maxDate: string;
  unique: boolean;
  multiple: boolean;
  minRows: string;
  maxRows: string;
  requiredColumns: string[];
  maxMegabytes: string;
  minRelated: string;
  maxRelated: string;
}

export type RuleField = keyof RuleFormValues;

/** Bytes in the MB of the image size field (the limit of 5 MB is 5 × 1024 × 1024 bytes). */
export const BYTES_PER_MEGABYTE = 1024 * 1024;

/** The rules kept as whole numbers of at least 0. */
const COUNT_RULES = [
  'minLength',
  'maxLength',
  'decimals',
  'minRows',
  'maxRows',
  'minRelated',
  'maxRelated',
] as const satisfies readonly RuleName[];
type CountRule = (typeof COUNT_RULES)[number];

/** The form field that holds each rule. */
export const FIELD_OF_RULE: Record<RuleName, RuleField> = {
  type: 'type',
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  pattern: 'pattern',
  patternMessage: 'patternMessage',
  min: 'min',
  max: 'max',
  decimals: 'decimals',
  minDate: 'minDate',
  maxDate: 'maxDate',
  unique: 'unique',
  multiple: 'multiple',
  minRows: 'minRows',
  maxRows: 'maxRows',
  requiredColumns: 'requiredColumns',
  maxBytes: 'maxMegabytes',
  minRelated: 'minRelated',
  maxRelated: 'maxRelated',
};

const countText = (value: number | undefined) => (value === undefined ? '' : String(value));
const numberText = (value: number | undefined) => (value === undefined ? '' : formatGermanNumber(value));

/** The rules step's fields for stored rules (none: every field empty, the type text). */
export function toRuleFormValues(rules: FieldRules | undefined): RuleFormValues {
  const stored = rules ?? {};
  return {
    type: stored.type ?? 'text',
    required: stored.required ?? false,
    minLength: countText(stored.minLength),
    maxLength: countText(stored.maxLength),
    pattern: stored.pattern ?? '',
    patternMessage: stored.patternMessage ?? '',
    min: numberText(stored.min),
    max: numberText(stored.max),
    decimals: countText(stored.decimals),
    minDate: stored.minDate ?? '',
    maxDate: stored.maxDate ?? '',
    unique: stored.unique ?? false,
    multiple: stored.multiple ?? false,
    minRows: countText(stored.minRows),
    maxRows: countText(stored.maxRows),
    requiredColumns: stored.requiredColumns ?? [],
    maxMegabytes:
      stored.maxBytes === undefined ? '' : formatGermanNumber(stored.maxBytes / BYTES_PER_MEGABYTE),
    minRelated: countText(stored.minRelated),
    maxRelated: countText(stored.maxRelated),
  };
}

const WHOLE_NUMBER = /^\d+$/;

/** The rule a field's text stands for; undefined for an empty field and for text that is no such value. */
function ruleValue(rule: RuleName, values: RuleFormValues, columns: readonly string[]): unknown {
  switch (rule) {
    case 'type':
      // Text is what an Input is without a type.
      return values.type === 'text' ? undefined : values.type;
    case 'required':
    case 'unique':
    case 'multiple':
      return values[rule] || undefined;
    case 'min':
    case 'max':
      return parseGermanNumber(values[rule]) ?? undefined;
    case 'minDate':
    case 'maxDate':
      return values[rule] || undefined;
    case 'pattern':
      return values.pattern === '' ? undefined : values.pattern;
    case 'patternMessage': {
      // A message says what a pattern wants; without a pattern there is nothing to say.
      const message = values.patternMessage.trim();
      return message === '' || values.pattern === '' ? undefined : message;
    }
    case 'requiredColumns': {
      // A column removed in the table step takes its tick along.
      const kept = columns.filter((field) => values.requiredColumns.includes(field));
      return kept.length > 0 ? kept : undefined;
    }
    case 'maxBytes': {
      const megabytes = parseGermanNumber(values.maxMegabytes);
      return megabytes === null ? undefined : Math.round(megabytes * BYTES_PER_MEGABYTE);
    }
    default: {
      const text = values[rule as CountRule].trim();
      return WHOLE_NUMBER.test(text) ? Number(text) : undefined;
    }
  }
}

/**
 * The rules the step's fields describe for an element of this component, `columns` being its table's
 * column fields: only the rules of the component and Input type (fields of another type are kept in the
 * form but not stored), nothing for an empty field; undefined when no rule is set.
 */
export function toFieldRules(
  componentId: ComponentId,
  values: RuleFormValues,
  columns: readonly string[] = [],
): FieldRules | undefined {
  const rules: Record<string, unknown> = {};
  for (const rule of rulesTaken(componentId, values.type)) {
    const value = ruleValue(rule, values, columns);
    if (value !== undefined) rules[rule] = value;
  }
  return Object.keys(rules).length > 0 ? (rules as FieldRules) : undefined;
}

/**
 * The shown fields whose text is no value of their rule (a count that is no whole number, a number that is
 * no German number, a size that is none): such text is not stored, so the step must not be left with it.
 */
export function unreadableRules(componentId: ComponentId, values: RuleFormValues): RuleName[] {
  return rulesTaken(componentId, values.type).filter((rule) => {
    switch (rule) {
      case 'min':
      case 'max':
        return values[rule].trim() !== '' && parseGermanNumber(values[rule]) === null;
      case 'maxBytes':
        return values.maxMegabytes.trim() !== '' && parseGermanNumber(values.maxMegabytes) === null;
      default:
        return (
          (COUNT_RULES as readonly RuleName[]).includes(rule) &&
          !/^\s*\d*\s*$/.test(values[rule as CountRule])
        );
    }
  });
}

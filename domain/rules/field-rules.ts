import { RE2JS } from 're2js';
import { z } from 'zod';
import type { ComponentId } from '../schema/types';

/** How an Input's value is typed, stored and shown. */
export const INPUT_TYPES = ['text', 'multiline', 'number', 'date', 'email', 'url'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/**
 * What a valid value of an element is (`props.rules` of the element). Which rules an element takes depends
 * on its component (`RULES_OF`); every rule is optional.
 */
export interface FieldRules {
  /** Input: the type of its value (text when unset). */
  type?: InputType;
  /** Input, Select, Table, Image, WYSIWYG: a value must be given. */
  required?: boolean;
  /** Input (text types): characters. */
  minLength?: number;
  maxLength?: number;
  /** Input (text types): the whole value matches this RE2 pattern; `patternMessage` says what is wanted. */
  pattern?: string;
  patternMessage?: string;
  /** Input (number): bounds and places after the decimal comma. */
  min?: number;
  max?: number;
  decimals?: number;
  /** Input (date): bounds, `YYYY-MM-DD`. */
  minDate?: string;
  maxDate?: string;
  /** Input: no other file of the schema holds the same value. */
  unique?: boolean;
  /** Select: several options may be chosen (the value is a list of option ids). */
  multiple?: boolean;
  /** Table: rows, and columns (by field) every row must fill. */
  minRows?: number;
  maxRows?: number;
  requiredColumns?: string[];
  /** Image: bytes of an upload at most. */
  maxBytes?: number;
  /** Relationship: related files. */
  minRelated?: number;
  maxRelated?: number;
}

export type RuleName = keyof FieldRules;

/** The rules each component takes. */
export const RULES_OF: Record<ComponentId, readonly RuleName[]> = {
  Input: [
    'type',
    'required',
    'minLength',
    'maxLength',
    'pattern',
    'patternMessage',
    'min',
    'max',
    'decimals',
    'minDate',
    'maxDate',
    'unique',
  ],
  Select: ['required', 'multiple'],
  Table: ['required', 'minRows', 'maxRows', 'requiredColumns'],
  Image: ['required', 'maxBytes'],
  Relationship: ['minRelated', 'maxRelated'],
  WYSIWYG: ['required'],
  Group: [],
};

export const RULE_LIMITS = {
  maxPattern: 500,
  maxPatternMessage: 200,
  maxLength: 100_000,
  maxDecimals: 10,
  maxRows: 10_000,
  maxRelated: 10_000,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists. */
export function isDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The pattern compiled by RE2 (linear time: no input makes it backtrack); null when it does not compile. */
export function compilePattern(pattern: string): RE2JS | null {
  try {
    return RE2JS.compile(pattern);
  } catch {
    return null;
  }
}

const count = (max: number) => z.int().min(0).max(max);

const rulesSchema = z.strictObject({
  type: z.enum(INPUT_TYPES).optional(),
  required: z.boolean().optional(),
  minLength: count(RULE_LIMITS.maxLength).optional(),
  maxLength: count(RULE_LIMITS.maxLength).optional(),
  pattern: z.string().min(1).max(RULE_LIMITS.maxPattern).optional(),
  patternMessage: z.string().max(RULE_LIMITS.maxPatternMessage).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  decimals: count(RULE_LIMITS.maxDecimals).optional(),
  minDate: z.string().optional(),
  maxDate: z.string().optional(),
  unique: z.boolean().optional(),
  multiple: z.boolean().optional(),
  minRows: count(RULE_LIMITS.maxRows).optional(),
  maxRows: count(RULE_LIMITS.maxRows).optional(),
  requiredColumns: z.array(z.string().min(1)).max(100).optional(),
  maxBytes: z.int().min(1).max(RULE_LIMITS.maxImageBytes).optional(),
  minRelated: count(RULE_LIMITS.maxRelated).optional(),
  maxRelated: count(RULE_LIMITS.maxRelated).optional(),
});

/** Why a set of rules cannot stand, on which rule. */
export type RuleSetProblem =
  | 'shape'
  | 'notForComponent'
  | 'minAboveMax'
  | 'patternInvalid'
  | 'notForType'
  | 'dateInvalid'
  | 'unknownColumn';

export interface RuleSetIssue {
  rule: RuleName | null;
  problem: RuleSetProblem;
}

const TEXT_TYPES: readonly (InputType | undefined)[] = [undefined, 'text', 'multiline', 'email', 'url'];
const TYPE_RULES: Partial<Record<RuleName, (type: InputType | undefined) => boolean>> = {
  minLength: (type) => TEXT_TYPES.includes(type),
  maxLength: (type) => TEXT_TYPES.includes(type),
  pattern: (type) => TEXT_TYPES.includes(type),
  patternMessage: (type) => TEXT_TYPES.includes(type),
  min: (type) => type === 'number',
  max: (type) => type === 'number',
  decimals: (type) => type === 'number',
  minDate: (type) => type === 'date',
  maxDate: (type) => type === 'date',
};

/** The rules an element of this component takes (an Input: of this type), in `RULES_OF`'s order. */
export function rulesTaken(componentId: ComponentId, type?: InputType): RuleName[] {
  return RULES_OF[componentId].filter((rule) => TYPE_RULES[rule]?.(type) ?? true);
}

/**
 * What is wrong with an element's rules (none: they stand): rules of another component or Input type,
 * a minimum above its maximum, a pattern RE2 cannot compile, a date that is none, a required column the
 * table lacks (`columns`: the table's column fields).
 */
export function ruleSetIssues(
  componentId: ComponentId,
  input: unknown,
  columns: readonly string[] = [],
): RuleSetIssue[] {
  const parsed = rulesSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0];
    return [{ rule: typeof key === 'string' ? (key as RuleName) : null, problem: 'shape' }];
  }
  const rules: FieldRules = parsed.data;
  const issues: RuleSetIssue[] = [];
  const allowed = new Set(RULES_OF[componentId]);
  for (const rule of Object.keys(rules) as RuleName[]) {
    if (rules[rule] === undefined) continue;
    if (!allowed.has(rule)) issues.push({ rule, problem: 'notForComponent' });
    else if (TYPE_RULES[rule] && !TYPE_RULES[rule](rules.type)) issues.push({ rule, problem: 'notForType' });
  }
  const pairs: [RuleName, number | string | undefined, number | string | undefined][] = [
    ['minLength', rules.minLength, rules.maxLength],
    ['min', rules.min, rules.max],
    ['minDate', rules.minDate, rules.maxDate],
    ['minRows', rules.minRows, rules.maxRows],
    ['minRelated', rules.minRelated, rules.maxRelated],
  ];
  for (const [rule, low, high] of pairs) {
    if (low !== undefined && high !== undefined && low > high) issues.push({ rule, problem: 'minAboveMax' });
  }
  for (const rule of ['minDate', 'maxDate'] as const) {
    const date = rules[rule];
    if (date !== undefined && !isDate(date)) issues.push({ rule, problem: 'dateInvalid' });
  }
  if (rules.pattern !== undefined && !compilePattern(rules.pattern)) {
    issues.push({ rule: 'pattern', problem: 'patternInvalid' });
  }
  if (rules.requiredColumns?.some((field) => !columns.includes(field))) {
    issues.push({ rule: 'requiredColumns', problem: 'unknownColumn' });
  }
  return issues;
}

/** An element's rules as stored (nothing set: none). */
export const rulesOf = (element: { props: { rules?: FieldRules } }): FieldRules => element.props.rules ?? {};

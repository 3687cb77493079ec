import { RULE_LIMITS, type RuleName, type RuleSetIssue } from '../../../domain/rules/field-rules';
import { formatGermanNumber } from '../../../domain/rules/german-number';
import type { MessageKey } from '../../lib/messages/de';
import { t } from '../../lib/messages/t';
import { BYTES_PER_MEGABYTE } from './rule-form-values';

const COUNT_LIMITS: Partial<Record<RuleName, number>> = {
  minLength: RULE_LIMITS.maxLength,
  maxLength: RULE_LIMITS.maxLength,
  decimals: RULE_LIMITS.maxDecimals,
  minRows: RULE_LIMITS.maxRows,
  maxRows: RULE_LIMITS.maxRows,
  minRelated: RULE_LIMITS.maxRelated,
  maxRelated: RULE_LIMITS.maxRelated,
};

/** What a rule's field must hold, said when it holds something else. */
export function ruleExpectation(rule: RuleName | null): string {
  const count = rule ? COUNT_LIMITS[rule] : undefined;
  if (count !== undefined) return t('rulesEditor.expect.count', { max: formatGermanNumber(count) });
  switch (rule) {
    case 'min':
    case 'max':
      return t('rulesEditor.expect.number');
    case 'maxBytes':
      return t('rulesEditor.expect.megabytes', {
        max: formatGermanNumber(RULE_LIMITS.maxImageBytes / BYTES_PER_MEGABYTE),
      });
    case 'pattern':
      return t('rulesEditor.expect.text', { max: RULE_LIMITS.maxPattern });
    case 'patternMessage':
      return t('rulesEditor.expect.text', { max: RULE_LIMITS.maxPatternMessage });
    default:
      return t('rulesEditor.expect.other');
  }
}

/** Why a set of rules cannot stand, in words. */
export function ruleIssueText({ rule, problem }: RuleSetIssue): string {
  switch (problem) {
    case 'shape':
      return ruleExpectation(rule);
    case 'minAboveMax':
      return t(
        `rulesEditor.issue.minAboveMax.${rule as 'min' | 'minLength' | 'minDate' | 'minRows' | 'minRelated'}`,
      );
    default:
      return t(`rulesEditor.issue.${problem}`);
  }
}

const RULE_NAMES: Record<string, MessageKey> = {
  required: 'rulesEditor.rule.required',
  text: 'rulesEditor.rule.text',
  minLength: 'rulesEditor.rule.minLength',
  maxLength: 'rulesEditor.rule.maxLength',
  pattern: 'rulesEditor.rule.pattern',
  number: 'rulesEditor.rule.number',
  min: 'rulesEditor.rule.min',
  max: 'rulesEditor.rule.max',
  decimals: 'rulesEditor.rule.decimals',
  date: 'rulesEditor.rule.date',
  minDate: 'rulesEditor.rule.minDate',
  maxDate: 'rulesEditor.rule.maxDate',
  email: 'rulesEditor.rule.email',
  url: 'rulesEditor.rule.url',
  option: 'rulesEditor.rule.option',
  single: 'rulesEditor.rule.single',
  rows: 'rulesEditor.rule.rows',
  minRows: 'rulesEditor.rule.minRows',
  maxRows: 'rulesEditor.rule.maxRows',
  requiredColumn: 'rulesEditor.rule.requiredColumn',
  unique: 'rulesEditor.rule.unique',
  minRelated: 'rulesEditor.rule.minRelated',
  maxRelated: 'rulesEditor.rule.maxRelated',
};

/** A broken rule as the server names it (`ruleViolations`), in words; a name it does not know as it came. */
export function ruleNameText(rule: string): string {
  const key = Object.hasOwn(RULE_NAMES, rule) ? RULE_NAMES[rule] : undefined;
  return key ? t(key) : rule;
}

import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { INPUT_TYPES, type RuleName, ruleSetIssues, rulesTaken } from '../../../../domain/rules/field-rules';
import type { MessageKey } from '../../../lib/messages/de';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { FIELD_OF_RULE, type RuleField, toFieldRules } from '../rule-form-values';
import { ruleIssueText } from '../rule-texts';
import { CheckboxField } from './checkbox-field';
import { CheckboxListField } from './checkbox-list-field';
import { MissingNote } from './missing-note';
import { RuleTextField, type TextRuleField } from './rule-text-field';

type TextRule = Exclude<RuleName, 'type' | 'required' | 'unique' | 'multiple' | 'requiredColumns'>;

const TEXT_RULES: Record<
  TextRule,
  { label: MessageKey; kind: 'count' | 'decimal' | 'date' | 'text'; help?: MessageKey }
> = {
  minLength: { label: 'rulesEditor.minLength', kind: 'count', help: 'rulesEditor.lengthHelp' },
  maxLength: { label: 'rulesEditor.maxLength', kind: 'count', help: 'rulesEditor.lengthHelp' },
  pattern: { label: 'rulesEditor.pattern', kind: 'text', help: 'rulesEditor.patternHelp' },
  patternMessage: { label: 'rulesEditor.patternMessage', kind: 'text' },
  min: { label: 'rulesEditor.min', kind: 'decimal', help: 'rulesEditor.numberHelp' },
  max: { label: 'rulesEditor.max', kind: 'decimal', help: 'rulesEditor.numberHelp' },
  decimals: { label: 'rulesEditor.decimals', kind: 'count' },
  minDate: { label: 'rulesEditor.minDate', kind: 'date' },
  maxDate: { label: 'rulesEditor.maxDate', kind: 'date' },
  minRows: { label: 'rulesEditor.minRows', kind: 'count' },
  maxRows: { label: 'rulesEditor.maxRows', kind: 'count' },
  maxBytes: { label: 'rulesEditor.maxMegabytes', kind: 'decimal' },
  minRelated: { label: 'rulesEditor.minRelated', kind: 'count' },
  maxRelated: { label: 'rulesEditor.maxRelated', kind: 'count' },
};

// A minimum above its maximum is told at the maximum, the field typed last in the usual order.
const UPPER_OF: Partial<Record<RuleName, RuleField>> = {
  minLength: 'maxLength',
  min: 'max',
  minDate: 'maxDate',
  minRows: 'maxRows',
  minRelated: 'maxRelated',
};

/** The rules a value of the element must keep: only those of its component and Input type are offered. */
export function RulesStep() {
  const { control, register } = useFormContext<ElementFormValues>();
  const [componentId, rules, columns] = useWatch({ control, name: ['componentId', 'rules', 'columns'] });
  const fields = columns.map((column) => column.field);
  const issues = new Map<RuleField, string>();
  for (const issue of ruleSetIssues(componentId, toFieldRules(componentId, rules, fields), fields)) {
    if (!issue.rule) continue;
    const field =
      (issue.problem === 'minAboveMax' ? UPPER_OF[issue.rule] : undefined) ?? FIELD_OF_RULE[issue.rule];
    if (!issues.has(field)) issues.set(field, ruleIssueText(issue));
  }

  const renderRule = (rule: RuleName): ReactNode => {
    switch (rule) {
      case 'type':
        return (
          <Field.Root key={rule}>
            <Field.Label>{t('rulesEditor.type')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('rules.type')}>
                {INPUT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`rulesEditor.type.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        );
      case 'required':
      case 'unique':
      case 'multiple':
        return <CheckboxField key={rule} name={`rules.${rule}`} label={t(`rulesEditor.${rule}`)} />;
      case 'requiredColumns':
        return (
          <CheckboxListField
            key={rule}
            name="rules.requiredColumns"
            legend={t('rulesEditor.requiredColumns')}
            items={columns
              .filter((column) => column.field.trim() !== '')
              .map((column) => ({ value: column.field, label: column.label.trim() || column.field }))}
            emptyText={t('rulesEditor.noColumns')}
          />
        );
      case 'patternMessage':
        // A message says what a pattern wants; it is asked for once there is one.
        return rules.pattern === '' ? null : (
          <RuleTextField
            key={rule}
            field="patternMessage"
            label={t('rulesEditor.patternMessage')}
            helperText={t('rulesEditor.patternMessageHelp', { fallback: t('rules.value.pattern') })}
            issue={issues.get('patternMessage')}
          />
        );
      default: {
        const { label, kind, help } = TEXT_RULES[rule];
        const field = FIELD_OF_RULE[rule] as TextRuleField;
        return (
          <RuleTextField
            key={rule}
            field={field}
            label={t(label)}
            helperText={help ? t(help) : undefined}
            issue={issues.get(field)}
            kind={kind}
          />
        );
      }
    }
  };

  return (
    <Stack gap="4">
      {rulesTaken(componentId, rules.type).map(renderRule)}
      <MissingNote field="rules" />
    </Stack>
  );
}

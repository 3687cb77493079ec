import { Field, Input } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy } from '../described-by';
import type { ElementFormValues } from '../element-form-values';
import type { RuleField } from '../rule-form-values';
import { useFieldError } from './use-field-error';

/** The rules' fields typed as text. */
export type TextRuleField = Exclude<
  RuleField,
  'type' | 'required' | 'unique' | 'multiple' | 'requiredColumns'
>;

interface RuleTextFieldProps {
  field: TextRuleField;
  label: string;
  helperText?: string;
  /** Why the rule cannot stand as set (`ruleSetIssues`), shown at once. */
  issue?: string;
  kind?: 'count' | 'decimal' | 'date' | 'text';
}

/** One rule typed as text: a count, a German number, a date or a pattern. */
export function RuleTextField({ field, label, helperText, issue, kind = 'text' }: RuleTextFieldProps) {
  const { register } = useFormContext<ElementFormValues>();
  // Text that is no value of the rule, once the user left the field; otherwise what the rules say at once.
  const error = useFieldError(`rules.${field}`) ?? issue;
  const inputMode = kind === 'count' ? 'numeric' : kind === 'decimal' ? 'decimal' : undefined;
  const helpId = useId();
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ helperText: helpId, errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...register(`rules.${field}`)}
        type={kind === 'date' ? 'date' : 'text'}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={kind === 'text' ? false : undefined}
        // Ark links the message through aria-errormessage only, which few screen readers read.
        aria-describedby={describedBy(helperText && helpId, error && errorId)}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

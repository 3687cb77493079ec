import { Field, Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';
import { useMissingText } from './missing-note';
import { useFieldError } from './use-field-error';

export type TextFieldName =
  | 'label'
  | 'elementId'
  | 'contentLabel'
  | 'shadowText'
  | 'hint'
  | 'defaultValue'
  | 'labelPosition'
  | 'prefix'
  | 'suffix'
  | 'rows';

interface TextFieldProps {
  name: TextFieldName;
  label: string;
  helperText?: string;
  required?: boolean;
  readOnly?: boolean;
  numeric?: boolean;
}

export function TextField({ name, label, helperText, required, readOnly, numeric }: TextFieldProps) {
  const { register } = useFormContext<ElementFormValues>();
  const error = useFieldError(name);
  // While Next/Done is disabled, the field says what it still needs; an error, once shown, says it instead.
  const missing = useMissingText(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name)} inputMode={numeric ? 'numeric' : undefined} autoComplete="off" />
      {helperText || (missing && !error) ? (
        <Field.HelperText>
          {[helperText, error ? undefined : missing].filter(Boolean).join(' ')}
        </Field.HelperText>
      ) : null}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

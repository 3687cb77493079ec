import { Field, Input } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';
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
  return (
    <Field.Root invalid={Boolean(error)} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...register(name)} inputMode={numeric ? 'numeric' : undefined} autoComplete="off" />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

import { Field, Input } from '@chakra-ui/react';
import { type FieldPath, useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';
import { useFieldError } from './use-field-error';

interface RowInputProps {
  name: FieldPath<ElementFormValues>;
  /** The accessible name; the list's header shows the visible caption. */
  label: string;
  flex: string;
}

/** One text cell of a row in a list editor. */
export function RowInput({ name, label, flex }: RowInputProps) {
  const { register } = useFormContext<ElementFormValues>();
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} flex={flex}>
      <Input {...register(name)} aria-label={label} autoComplete="off" />
      <Field.ErrorText color="red.fg">{error}</Field.ErrorText>
    </Field.Root>
  );
}

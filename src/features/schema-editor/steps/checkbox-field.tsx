import { Checkbox } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';

interface CheckboxFieldProps {
  name: 'disabled' | 'editsLabel' | 'rules.required' | 'rules.unique' | 'rules.multiple';
  label: string;
}

export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { control } = useFormContext<ElementFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

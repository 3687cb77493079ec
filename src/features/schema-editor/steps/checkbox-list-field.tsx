import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ElementFormValues } from '../element-form-values';
import { MissingNote } from './missing-note';

interface CheckboxListFieldProps {
  name: 'accept' | 'toolbar' | 'relatedSchemaIds' | 'rules.requiredColumns';
  legend: string;
  items: { value: string; label: string }[];
  /** Shown instead of the list when there is nothing to choose. */
  emptyText?: string;
}

/** A list of checkboxes whose ticked values form the field's list, in the items' order. */
export function CheckboxListField({ name, legend, items, emptyText }: CheckboxListFieldProps) {
  const { control } = useFormContext<ElementFormValues>();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.Content>
        {items.length === 0 && emptyText ? <Text color="fg.muted">{emptyText}</Text> : null}
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <CheckboxGroup
              value={field.value}
              onValueChange={(values) =>
                field.onChange(items.map((item) => item.value).filter((value) => values.includes(value)))
              }
            >
              <Stack gap="2">
                {items.map((item) => (
                  <Checkbox.Root key={item.value} value={item.value}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{item.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
          )}
        />
        {name === 'toolbar' || name === 'rules.requiredColumns' ? null : <MissingNote field={name} />}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

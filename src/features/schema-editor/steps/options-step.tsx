import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { OptionListEditor } from './option-list-editor';

export function OptionsStep() {
  const { control, register } = useFormContext<ElementFormValues>();
  const options = useWatch({ control, name: 'options' });
  return (
    <Stack gap="4">
      <OptionListEditor name="options" legend={t('field.options')} />
      <Field.Root>
        <Field.Label>{t('field.defaultValue')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('defaultValue')}>
            <option value="">{t('field.noDefault')}</option>
            {options.map((option, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ids are being typed and may repeat for a moment.
              <option key={index} value={option.id}>
                {option.label || option.id}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

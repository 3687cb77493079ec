import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { OptionListEditor } from './option-list-editor';
import { TextField } from './text-field';

const AFFIXES = {
  prefix: {
    type: 'prefixType',
    options: 'prefixOptions',
    typeLabel: 'field.prefixType',
    textLabel: 'field.prefixText',
    optionsLabel: 'field.prefixOptions',
  },
  suffix: {
    type: 'suffixType',
    options: 'suffixOptions',
    typeLabel: 'field.suffixType',
    textLabel: 'field.suffixText',
    optionsLabel: 'field.suffixOptions',
  },
} as const;

/** The prefix or suffix of an Input: none, a fixed text, or a list to choose from. */
export function AffixStep({ affix }: { affix: 'prefix' | 'suffix' }) {
  const names = AFFIXES[affix];
  const { control, register } = useFormContext<ElementFormValues>();
  const type = useWatch({ control, name: names.type });
  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{t(names.typeLabel)}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register(names.type)}>
            <option value="">{t('field.affixNone')}</option>
            <option value="fixed">{t('field.affixFixed')}</option>
            <option value="list">{t('field.affixList')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {type === 'fixed' ? <TextField name={affix} label={t(names.textLabel)} /> : null}
      {type === 'list' ? <OptionListEditor name={names.options} legend={t(names.optionsLabel)} /> : null}
    </Stack>
  );
}

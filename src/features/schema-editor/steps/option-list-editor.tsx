import { Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MdAdd, MdDelete } from 'react-icons/md';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { ListEditorHeader } from './list-editor-header';
import { MissingNote } from './missing-note';
import { nextOptionId } from './next-option-id';
import { RowInput } from './row-input';

interface OptionListEditorProps {
  name: 'options' | 'prefixOptions' | 'suffixOptions';
  legend: string;
}

/** Edits a list of `{ id, label }` options. */
export function OptionListEditor({ name, legend }: OptionListEditorProps) {
  const { control, getValues } = useFormContext<ElementFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <Fieldset.Content>
        {fields.length === 0 ? (
          <Text color="fg.muted">{t('field.noOptions')}</Text>
        ) : (
          <ListEditorHeader
            columns={[
              { label: t('field.optionIdHeader'), flex: '1' },
              { label: t('field.optionLabelHeader'), flex: '2' },
            ]}
          />
        )}
        <Stack gap="2">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <HStack key={field.key} alignItems="flex-start">
                <RowInput name={`${name}.${index}.id`} label={t('field.optionId', { number })} flex="1" />
                <RowInput
                  name={`${name}.${index}.label`}
                  label={t('field.optionLabel', { number })}
                  flex="2"
                />
                <IconButton
                  aria-label={t('field.removeOption', { number })}
                  variant="ghost"
                  onClick={() => remove(index)}
                >
                  <MdDelete />
                </IconButton>
              </HStack>
            );
          })}
        </Stack>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => append({ id: nextOptionId(getValues(name)), label: '' })}
        >
          <MdAdd aria-hidden="true" />
          {t('field.addOption')}
        </Button>
        {name === 'options' ? <MissingNote field="options" /> : null}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

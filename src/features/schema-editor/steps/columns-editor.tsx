import { Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MdAdd, MdDelete } from 'react-icons/md';
import type { TableColumn } from '../../../../domain/schema/types';
import { t } from '../../../../src/lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { RowInput } from './row-input';

const PARTS = [
  { part: 'name', message: 'field.columnName', placeholder: 'field.columnNamePlaceholder' },
  { part: 'label', message: 'field.columnLabel', placeholder: 'field.columnLabelPlaceholder' },
  { part: 'field', message: 'field.columnField', placeholder: 'field.columnFieldPlaceholder' },
] as const satisfies readonly { part: keyof TableColumn; message: string; placeholder: string }[];

/** Edits the table's `{ name, label, field }` columns. */
export function ColumnsEditor() {
  const { control } = useFormContext<ElementFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'columns', keyName: 'key' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('field.columns')}</Fieldset.Legend>
      <Fieldset.Content>
        {fields.length === 0 ? <Text color="fg.muted">{t('field.noColumns')}</Text> : null}
        <Stack gap="2">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <HStack key={field.key} alignItems="flex-start">
                {PARTS.map(({ part, message, placeholder }) => (
                  <RowInput
                    key={part}
                    name={`columns.${index}.${part}`}
                    label={t(message, { number })}
                    placeholder={t(placeholder)}
                    flex="1"
                  />
                ))}
                <IconButton
                  aria-label={t('field.removeColumn', { number })}
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
          onClick={() => append({ name: '', label: '', field: '' })}
        >
          <MdAdd aria-hidden="true" />
          {t('field.addColumn')}
        </Button>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

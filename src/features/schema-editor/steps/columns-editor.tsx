import { Button, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { MdAdd, MdDelete } from 'react-icons/md';
import type { TableColumn } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { ListEditorHeader } from './list-editor-header';
import { MissingNote } from './missing-note';
import { RowInput } from './row-input';

const PARTS = [
  { part: 'name', message: 'field.columnName', header: 'field.columnNameHeader' },
  { part: 'label', message: 'field.columnLabel', header: 'field.columnLabelHeader' },
  { part: 'field', message: 'field.columnField', header: 'field.columnFieldHeader' },
] as const satisfies readonly { part: keyof TableColumn; message: string; header: string }[];

/** Edits the table's `{ name, label, field }` columns. */
export function ColumnsEditor() {
  const { control } = useFormContext<ElementFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'columns', keyName: 'key' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('field.columns')}</Fieldset.Legend>
      <Fieldset.Content>
        {fields.length === 0 ? (
          <Text color="fg.muted">{t('field.noColumns')}</Text>
        ) : (
          <ListEditorHeader columns={PARTS.map(({ header }) => ({ label: t(header), flex: '1' }))} />
        )}
        <Stack gap="2">
          {fields.map((field, index) => {
            const number = index + 1;
            return (
              <HStack key={field.key} alignItems="flex-start">
                {PARTS.map(({ part, message }) => (
                  <RowInput
                    key={part}
                    name={`columns.${index}.${part}`}
                    label={t(message, { number })}
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
        <MissingNote field="columns" />
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

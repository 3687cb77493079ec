import { Stack } from '@chakra-ui/react';
import { t } from '../../../lib/messages/t';
import { ColumnsEditor } from './columns-editor';
import { TextField } from './text-field';

export function TableStep() {
  return (
    <Stack gap="4">
      <ColumnsEditor />
      <TextField name="rows" label={t('field.rows')} numeric />
    </Stack>
  );
}

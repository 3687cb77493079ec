import { Stack } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { CheckboxField } from './checkbox-field';
import { TextField } from './text-field';

export function InputConfigStep() {
  const { control } = useFormContext<ElementFormValues>();
  const editsLabel = useWatch({ control, name: 'editsLabel' });
  return (
    <Stack gap="4">
      <TextField name="contentLabel" label={t('field.contentLabel')} />
      <TextField name="shadowText" label={t('field.shadowText')} />
      <TextField name="hint" label={t('field.hint')} />
      <TextField name="defaultValue" label={t('field.defaultValue')} />
      <CheckboxField name="disabled" label={t('field.disabled')} />
      <CheckboxField name="editsLabel" label={t('field.editsLabel')} />
      {editsLabel ? <TextField name="labelPosition" label={t('field.labelPosition')} numeric /> : null}
    </Stack>
  );
}

import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { COMPONENT_IDS } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import type { ElementFormValues } from '../element-form-values';
import { TextField } from './text-field';

interface BasicStepProps {
  /** An existing element keeps its id; renaming it would orphan the data stored under it. */
  elementIdFixed: boolean;
  /** A Group with children stays a Group. */
  componentFixed: boolean;
}

export function BasicStep({ elementIdFixed, componentFixed }: BasicStepProps) {
  const { register } = useFormContext<ElementFormValues>();
  return (
    <Stack gap="4">
      <TextField name="label" label={t('field.label')} required />
      <TextField
        name="elementId"
        label={t('field.elementId')}
        helperText={t('field.elementIdHelp')}
        required
        readOnly={elementIdFixed}
      />
      <Field.Root required disabled={componentFixed}>
        <Field.Label>
          {t('field.component')}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('componentId')}>
            {COMPONENT_IDS.map((componentId) => (
              <option key={componentId} value={componentId}>
                {componentId}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

import { Field, NativeSelect } from '@chakra-ui/react';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { fieldLabel, valueText } from './field-label';

export function SelectPreview({ element }: { element: SchemaElement }) {
  const options = element.props.options?.options ?? [];
  return (
    <Field.Root>
      <Field.Label>{fieldLabel(element)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field defaultValue={valueText(element.props.model?.modelValue)}>
          <option value="">{t('preview.noOption')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

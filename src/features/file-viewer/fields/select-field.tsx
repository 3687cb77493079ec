import { Field, NativeSelect } from '@chakra-ui/react';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { ENTRY_FIELD_ATTRIBUTE } from '../focus-next-field';
import { valueText } from '../value-text';
import { fieldCaption } from './field-caption';
import type { FieldProps } from './field-props';

/** A choice among the element's options, stored as the option's id and saved at once. */
export function SelectField({ element, entry }: FieldProps) {
  const { save, simplified } = useFileForm();
  const options = element.props.options?.options ?? [];
  const hint = element.props.content?.hint;
  const chosen = valueText(entry ? entry[MODEL_VALUE_KEY] : element.props.model?.modelValue);
  // A stored id whose option the schema no longer lists stays visible instead of reading as "none".
  const unknownChoice = chosen !== '' && !options.some((option) => option.id === chosen);

  return (
    <Field.Root
      disabled={element.props.state?.disable === true}
      orientation={simplified ? 'horizontal' : 'vertical'}
    >
      <Field.Label>{fieldCaption(element)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...{ [ENTRY_FIELD_ATTRIBUTE]: '' }}
          value={chosen}
          onChange={(event) => {
            const { value } = event.currentTarget;
            void save({ elementId: element.elementId, [MODEL_VALUE_KEY]: value === '' ? null : value });
          }}
        >
          <option value="">{t('file.select.none')}</option>
          {unknownChoice ? <option value={chosen}>{chosen}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!simplified && hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

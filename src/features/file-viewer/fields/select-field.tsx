import { Checkbox, CheckboxGroup, Field, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MODEL_VALUE_KEY } from '../../../../domain/file/types';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { valueProblems } from '../../../../domain/rules/value-rules';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { ENTRY_FIELD_ATTRIBUTE } from '../focus-next-field';
import { valueText } from '../value-text';
import { fieldCaption } from './field-caption';
import { useFieldDescription, useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';

/** The choice a single Select shows for a stored list (from when it took several): none of its options. */
const STORED_LIST = '\u0000list';

/**
 * A choice among the element's options, saved at once: one option's id, or with `rules.multiple` a list of
 * them (ticked in the options' order). A choice the rules refuse (none, where one is required) stays shown
 * with the reason and is not saved.
 */
export function SelectField({ element, entry }: FieldProps) {
  const { save, simplified } = useFileForm();
  const rules = rulesOf(element);
  const options = element.props.options?.options ?? [];
  const hint = simplified ? undefined : element.props.content?.hint;
  const stored = entry ? entry[MODEL_VALUE_KEY] : element.props.model?.modelValue;
  const [refused, setRefused] = useState<{ value: unknown } | null>(null);
  const shown = refused ? refused.value : stored;
  const message = useFieldMessage(element, refused ? valueProblems(element, refused.value) : null);
  const { ids, describedBy } = useFieldDescription(!!hint, message);
  const labelOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;

  const choose = (value: unknown) => {
    if (valueProblems(element, value).length > 0) {
      setRefused({ value });
      return;
    }
    setRefused(null);
    void save({ elementId: element.elementId, [MODEL_VALUE_KEY]: value });
  };

  if (rules.multiple) {
    // A single id stored before several could be chosen counts as a list of one.
    const chosen = (Array.isArray(shown) ? shown : shown === null || shown === undefined ? [] : [shown]).map(
      valueText,
    );
    // Ids whose options the schema no longer lists stay visible, so they can be unticked.
    const unknown = chosen.filter((id) => !options.some((option) => option.id === id));
    const items = [...options, ...unknown.map((id) => ({ id, label: id }))];
    return (
      // The fieldset names its hint and message by aria-describedby itself.
      <Fieldset.Root disabled={element.props.state?.disable === true} invalid={message !== null}>
        <Fieldset.Legend>
          {fieldCaption(element)}
          {rules.required ? (
            <Text as="span" aria-hidden="true" color="red.fg" marginStart="1">
              *
            </Text>
          ) : null}
        </Fieldset.Legend>
        <CheckboxGroup
          value={chosen}
          invalid={message !== null}
          onValueChange={(ticked) => {
            const list = items.map((item) => item.id).filter((id) => ticked.includes(id));
            choose(list.length > 0 ? list : null);
          }}
        >
          <Stack gap="1.5" direction={simplified ? 'row' : 'column'} wrap="wrap">
            {items.map((item, index) => (
              <Checkbox.Root key={item.id} value={item.id}>
                <Checkbox.HiddenInput {...(index === 0 ? { [ENTRY_FIELD_ATTRIBUTE]: '' } : {})} />
                <Checkbox.Control />
                <Checkbox.Label>{item.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        {hint ? <Fieldset.HelperText>{hint}</Fieldset.HelperText> : null}
        {message ? <Fieldset.ErrorText color="red.fg">{message}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  }

  const chosen = Array.isArray(shown) ? STORED_LIST : valueText(shown);
  // A stored id whose option the schema no longer lists stays visible instead of reading as "none".
  const unknownChoice =
    chosen !== '' && chosen !== STORED_LIST && !options.some((option) => option.id === chosen);

  return (
    <Field.Root
      disabled={element.props.state?.disable === true}
      invalid={message !== null}
      required={rules.required === true}
      ids={ids}
      orientation={simplified ? 'horizontal' : 'vertical'}
    >
      <Field.Label>
        {fieldCaption(element)}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          {...{ [ENTRY_FIELD_ATTRIBUTE]: '' }}
          value={chosen}
          aria-describedby={describedBy}
          onChange={(event) => {
            const { value } = event.currentTarget;
            if (value !== STORED_LIST) choose(value === '' ? null : value);
          }}
        >
          <option value="">{t('file.select.none')}</option>
          {chosen === STORED_LIST ? (
            <option value={STORED_LIST}>
              {(shown as unknown[]).map((id) => labelOf(valueText(id))).join(', ')}
            </option>
          ) : null}
          {unknownChoice ? <option value={chosen}>{chosen}</option> : null}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {message ? <Field.ErrorText color="red.fg">{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

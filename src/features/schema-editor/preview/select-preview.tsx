import { Checkbox, CheckboxGroup, Field, Fieldset, NativeSelect, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { rulesOf } from '../../../../domain/rules/field-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { describedBy } from '../described-by';
import { fieldLabel, valueText } from './field-label';
import { firstProblemText } from './preview-value';

/** The Select as an editor fills it in: one option from a list, or several ticked; with the first broken rule. */
export function SelectPreview({ element }: { element: SchemaElement }) {
  const options = element.props.options?.options ?? [];
  const rules = rulesOf(element);
  const initial = valueText(element.props.model?.modelValue);
  const [value, setValue] = useState<string | string[]>(() =>
    rules.multiple ? (initial ? [initial] : []) : initial,
  );
  // Rules speak once the user chose, not over a preview just opened.
  const [touched, setTouched] = useState(false);
  const problem = touched ? firstProblemText(element, value) : undefined;
  const problemId = useId();
  const choose = (chosen: string | string[]) => {
    setValue(chosen);
    setTouched(true);
  };

  if (rules.multiple) {
    return (
      <Fieldset.Root invalid={Boolean(problem)} aria-describedby={describedBy(problem && problemId)}>
        <Fieldset.Legend>{fieldLabel(element)}</Fieldset.Legend>
        <CheckboxGroup
          value={value as string[]}
          onValueChange={(ticked) =>
            choose(options.map((option) => option.id).filter((id) => ticked.includes(id)))
          }
        >
          <Stack gap="2">
            {options.map((option) => (
              <Checkbox.Root key={option.id} value={option.id}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        <Fieldset.ErrorText id={problemId} color="red.fg">
          {problem}
        </Fieldset.ErrorText>
      </Fieldset.Root>
    );
  }

  return (
    <Field.Root invalid={Boolean(problem)} required={rules.required === true} ids={{ errorText: problemId }}>
      <Field.Label>
        {fieldLabel(element)}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value as string}
          onChange={(event) => choose(event.target.value)}
          onBlur={() => setTouched(true)}
          aria-describedby={describedBy(problem && problemId)}
        >
          <option value="">{t('preview.noOption')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>
    </Field.Root>
  );
}

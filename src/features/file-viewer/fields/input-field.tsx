import { Field, Input, InputGroup, Textarea } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from '../../../../domain/file/types';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { ENTRY_FIELD_ATTRIBUTE, focusNextField } from '../focus-next-field';
import { AffixAddon, hasAffix } from './affix-addon';
import { fieldCaption } from './field-caption';
import { useFieldDescription, useFieldMessage } from './field-message';
import type { FieldProps } from './field-props';
import { inputControl, inputProblems, inputText, inputValue, tidyInputText } from './input-value';
import { useDraft } from './use-draft';

type Affix = { [PREFIX_KEY]?: string; [SUFFIX_KEY]?: string };

/**
 * An input of the element's type (text, several lines, number in German, date, e-mail, address); saves on
 * Enter and on leaving it, a prefix or suffix choice at once. What breaks the element's rules is said under
 * it as the user types, and not saved.
 */
export function InputField({ element, entry }: FieldProps) {
  const { save, simplified } = useFileForm();
  const content = element.props.content ?? {};
  const rules = rulesOf(element);
  const caption = fieldCaption(element);
  const disabled = element.props.state?.disable === true;
  const storedValue = entry ? entry[MODEL_VALUE_KEY] : element.props.model?.modelValue;
  const stored = inputText(storedValue, rules);
  const valid = (text: string) => inputProblems(element, text, rules).length === 0;
  // The stored value as it is, not as the field writes it: a save checks it against the file's.
  const storedAs = (text: string) =>
    text === stored ? storedValue : (inputValue(text, rules)?.value ?? text);

  const saveEntry = (text: string, affix: Affix = {}, startedFrom = stored) => {
    const updated: FileDataEntry = {
      elementId: element.elementId,
      [MODEL_VALUE_KEY]: storedAs(text),
      ...affix,
    };
    // What the user saw before typing, so a value someone else stored meanwhile is not saved over unasked.
    const seen = entry
      ? { ...entry, [MODEL_VALUE_KEY]: storedAs(startedFrom) }
      : startedFrom === stored
        ? null
        : { elementId: element.elementId, [MODEL_VALUE_KEY]: storedAs(startedFrom) };
    void save(updated, seen);
  };
  const { draft, setDraft, flush } = useDraft(
    stored,
    (text, startedFrom) => saveEntry(text, {}, startedFrom),
    {
      valid,
      normalize: (text) => tidyInputText(text, rules),
    },
  );
  const editing = draft !== stored;
  const message = useFieldMessage(element, editing ? inputProblems(element, draft, rules) : null);
  const { ids, describedBy } = useFieldDescription(!!content.hint, message);

  const affix = (kind: 'prefix' | 'suffix') => {
    const key = kind === 'prefix' ? PREFIX_KEY : SUFFIX_KEY;
    const type = kind === 'prefix' ? content._prefixType : content._suffixType;
    const text = kind === 'prefix' ? content.prefix : content.suffix;
    const options = kind === 'prefix' ? content._prefix : content._suffix;
    if (!hasAffix(type, text, options)) return undefined;
    // The simplified input keeps the unit as text: the fixed one, or the one chosen in the list.
    if (simplified) return (type === 'list' ? entry?.[key] : text) || undefined;
    return (
      <AffixAddon
        type={type}
        text={text}
        options={options}
        chosen={entry?.[key]}
        ariaLabel={t(kind === 'prefix' ? 'file.input.prefix' : 'file.input.suffix', { label: caption })}
        disabled={disabled}
        // A value that may not be saved stays a draft; the choice goes with the stored one.
        onChoose={(label) => saveEntry(valid(draft) ? tidyInputText(draft, rules) : stored, { [key]: label })}
      />
    );
  };

  const control = inputControl(rules, draft);
  const shared = {
    [ENTRY_FIELD_ATTRIBUTE]: '',
    value: draft,
    placeholder: content.shadowText,
    'aria-describedby': describedBy,
    onBlur: flush,
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    // A value that breaks a rule keeps the focus, so the user can mend it where the message is.
    if (flush() && simplified) focusNextField(event.currentTarget);
  };

  return (
    <Field.Root
      disabled={disabled}
      invalid={message !== null}
      required={rules.required === true}
      ids={ids}
      orientation={simplified ? 'horizontal' : 'vertical'}
    >
      <Field.Label>
        {caption}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startAddon={affix('prefix')} endAddon={affix('suffix')}>
        {control === 'textarea' ? (
          // Enter starts a new line here; leaving the field saves.
          <Textarea {...shared} autoresize onChange={(event) => setDraft(event.currentTarget.value)} />
        ) : (
          <Input
            {...shared}
            type={control === 'number' ? 'text' : control}
            inputMode={control === 'number' ? 'decimal' : undefined}
            min={control === 'date' ? rules.minDate : undefined}
            max={control === 'date' ? rules.maxDate : undefined}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onEnter}
          />
        )}
      </InputGroup>
      {content.hint ? <Field.HelperText>{content.hint}</Field.HelperText> : null}
      {message ? <Field.ErrorText color="red.fg">{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

import { Field, Input, InputGroup } from '@chakra-ui/react';
import { type FileDataEntry, MODEL_VALUE_KEY, PREFIX_KEY, SUFFIX_KEY } from '../../../../domain/file/types';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { ENTRY_FIELD_ATTRIBUTE, focusNextField } from '../focus-next-field';
import { valueText } from '../value-text';
import { AffixAddon, hasAffix } from './affix-addon';
import { fieldCaption } from './field-caption';
import type { FieldProps } from './field-props';
import { useDraft } from './use-draft';

type Affix = { [PREFIX_KEY]?: string; [SUFFIX_KEY]?: string };

/** A text input; saves on Enter and on leaving it, a prefix or suffix choice at once. */
export function InputField({ element, entry }: FieldProps) {
  const { save, simplified } = useFileForm();
  const content = element.props.content ?? {};
  const caption = fieldCaption(element);
  const disabled = element.props.state?.disable === true;
  const stored = valueText(entry ? entry[MODEL_VALUE_KEY] : element.props.model?.modelValue);

  const saveEntry = (text: string, affix: Affix = {}, startedFrom = stored) => {
    const updated: FileDataEntry = { elementId: element.elementId, [MODEL_VALUE_KEY]: text, ...affix };
    // What the user saw before typing, so a value someone else stored meanwhile is not saved over unasked.
    const seen = entry
      ? { ...entry, [MODEL_VALUE_KEY]: startedFrom }
      : startedFrom === stored
        ? null
        : { elementId: element.elementId, [MODEL_VALUE_KEY]: startedFrom };
    void save(updated, seen);
  };
  const { draft, setDraft, flush } = useDraft(stored, (text, startedFrom) =>
    saveEntry(text, {}, startedFrom),
  );

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
        onChoose={(label) => saveEntry(draft, { [key]: label })}
      />
    );
  };

  return (
    <Field.Root disabled={disabled} orientation={simplified ? 'horizontal' : 'vertical'}>
      <Field.Label>{caption}</Field.Label>
      <InputGroup startAddon={affix('prefix')} endAddon={affix('suffix')}>
        <Input
          {...{ [ENTRY_FIELD_ATTRIBUTE]: '' }}
          value={draft}
          placeholder={content.shadowText}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={flush}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            flush();
            if (simplified) focusNextField(event.currentTarget);
          }}
        />
      </InputGroup>
      {content.hint ? <Field.HelperText>{content.hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

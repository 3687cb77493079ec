import { Field, Input, InputGroup, Textarea } from '@chakra-ui/react';
import { type ChangeEvent, useId, useState } from 'react';
import { type InputType, rulesOf } from '../../../../domain/rules/field-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { describedBy } from '../described-by';
import { AffixPreview } from './affix-preview';
import { fieldLabel, valueText } from './field-label';
import { firstProblemText, typedValue } from './preview-value';

const INPUT_TYPE_ATTRIBUTE: Record<Exclude<InputType, 'multiline'>, string> = {
  text: 'text',
  number: 'text',
  date: 'date',
  email: 'email',
  url: 'url',
};

/** The Input as an editor fills it in: a control fitting its type, with the first rule a typed value breaks. */
export function InputPreview({ element }: { element: SchemaElement }) {
  const content = element.props.content ?? {};
  const rules = rulesOf(element);
  const type = rules.type ?? 'text';
  const [text, setText] = useState(() => valueText(element.props.model?.modelValue));
  // Rules speak once the user typed or left the field, not over a preview just opened.
  const [touched, setTouched] = useState(false);
  const problem = touched ? firstProblemText(element, typedValue(element, text)) : undefined;
  const hintId = useId();
  const problemId = useId();

  const prefix = (
    <AffixPreview
      type={content._prefixType}
      text={content.prefix}
      options={content._prefix}
      ariaLabel={t('step.prefix')}
    />
  );
  const suffix = (
    <AffixPreview
      type={content._suffixType}
      text={content.suffix}
      options={content._suffix}
      ariaLabel={t('step.suffix')}
    />
  );
  const hasPrefix =
    content._prefixType === 'list' ? Boolean(content._prefix?.length) : Boolean(content.prefix);
  const hasSuffix =
    content._suffixType === 'list' ? Boolean(content._suffix?.length) : Boolean(content.suffix);

  const controlProps = {
    value: text,
    placeholder: content.shadowText,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setText(event.target.value);
      setTouched(true);
    },
    onBlur: () => setTouched(true),
    // Ark links the message through aria-errormessage only, which few screen readers read.
    'aria-describedby': describedBy(content.hint && hintId, problem && problemId),
  };
  return (
    <Field.Root
      disabled={element.props.state?.disable === true}
      invalid={Boolean(problem)}
      required={rules.required === true}
      ids={{ helperText: hintId, errorText: problemId }}
    >
      <Field.Label>
        {fieldLabel(element)}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        startAddon={content._prefixType && hasPrefix ? prefix : undefined}
        endAddon={content._suffixType && hasSuffix ? suffix : undefined}
      >
        {type === 'multiline' ? (
          <Textarea {...controlProps} autoresize />
        ) : (
          <Input
            {...controlProps}
            type={INPUT_TYPE_ATTRIBUTE[type]}
            inputMode={type === 'number' ? 'decimal' : undefined}
          />
        )}
      </InputGroup>
      {content.hint ? <Field.HelperText>{content.hint}</Field.HelperText> : null}
      <Field.ErrorText color="red.fg">{problem}</Field.ErrorText>
    </Field.Root>
  );
}

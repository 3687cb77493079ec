import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { AffixPreview } from './affix-preview';
import { fieldLabel, valueText } from './field-label';

export function InputPreview({ element }: { element: SchemaElement }) {
  const content = element.props.content ?? {};
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
  return (
    <Field.Root disabled={element.props.state?.disable === true}>
      <Field.Label>{fieldLabel(element)}</Field.Label>
      <InputGroup
        startAddon={content._prefixType && hasPrefix ? prefix : undefined}
        endAddon={content._suffixType && hasSuffix ? suffix : undefined}
      >
        <Input placeholder={content.shadowText} defaultValue={valueText(element.props.model?.modelValue)} />
      </InputGroup>
      {content.hint ? <Field.HelperText>{content.hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

import { IMAGE_FORMAT_NAMES } from '../../../../domain/schema/image-formats';
import { IMAGE_MIME_TYPES } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { CheckboxListField } from './checkbox-list-field';

export function ImageStep() {
  return (
    <CheckboxListField
      name="accept"
      legend={t('field.accept')}
      items={IMAGE_MIME_TYPES.map((type) => ({ value: type, label: IMAGE_FORMAT_NAMES[type] }))}
    />
  );
}

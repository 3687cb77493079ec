import { t } from '../../../lib/messages/t';
import { TextField } from './text-field';

export function LabelStep() {
  return <TextField name="contentLabel" label={t('field.contentLabel')} required />;
}

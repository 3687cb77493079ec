import { TOOLBAR_ITEMS } from '../../../../domain/schema/toolbar-items';
import { t } from '../../../lib/messages/t';
import { CheckboxListField } from './checkbox-list-field';

export function FormatStep() {
  return (
    <CheckboxListField
      name="toolbar"
      legend={t('field.toolbar')}
      items={TOOLBAR_ITEMS.map((item) => ({ value: item, label: t(`toolbar.${item}`) }))}
    />
  );
}

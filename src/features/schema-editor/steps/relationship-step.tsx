import { t } from '../../../lib/messages/t';
import type { SchemaSummary } from '../related-schema-links';
import { CheckboxListField } from './checkbox-list-field';

export function RelationshipStep({ schemas }: { schemas: readonly SchemaSummary[] }) {
  return (
    <CheckboxListField
      name="relatedSchemaIds"
      legend={t('field.relatedSchemas')}
      items={schemas.map((schema) => ({ value: schema.id, label: schema.label }))}
      emptyText={t('field.noSchemas')}
    />
  );
}

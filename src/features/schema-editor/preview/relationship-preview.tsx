import { Stack, Text } from '@chakra-ui/react';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import type { SchemaSummary } from '../related-schema-links';
import { fieldLabel } from './field-label';

interface RelationshipPreviewProps {
  element: SchemaElement;
  schemas: readonly SchemaSummary[];
}

export function RelationshipPreview({ element, schemas }: RelationshipPreviewProps) {
  const labels = (element.props._props?._content?._schema ?? []).map(
    (ref) => schemas.find((schema) => schema.id === ref.schemaId)?.label ?? ref.schemaId,
  );
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{fieldLabel(element)}</Text>
      {labels.length > 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('preview.relatedSchemas', { labels: labels.join(', ') })}
        </Text>
      ) : null}
      <Text color="fg.muted">{t('preview.noRelationships')}</Text>
    </Stack>
  );
}

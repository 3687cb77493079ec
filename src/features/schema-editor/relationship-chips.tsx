import { Badge, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MdLink } from 'react-icons/md';
import { t } from '../../../src/lib/messages/t';
import type { RelatedSchemaLink } from './related-schema-links';

interface RelationshipChipsProps {
  elementLabel: string;
  links: RelatedSchemaLink[];
}

export function RelationshipChips({ elementLabel, links }: RelationshipChipsProps) {
  if (links.length === 0) return null;
  return (
    <HStack
      as="ul"
      aria-label={t('schemaViewer.relatedSchemas', { label: elementLabel })}
      wrap="wrap"
      gap="2"
    >
      {links.map((link) => {
        const label = link.label ?? t('schemaViewer.unknownSchema', { id: link.schemaId });
        return (
          <li key={link.schemaId}>
            {link.directoryId ? (
              <Badge asChild colorPalette="blue" variant="subtle" size="lg" borderRadius="full">
                <Link to="/SchemaEditor/$id" params={{ id: link.directoryId }}>
                  <MdLink aria-hidden="true" />
                  {label}
                </Link>
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle" size="lg" borderRadius="full">
                {label}
              </Badge>
            )}
          </li>
        );
      })}
    </HStack>
  );
}

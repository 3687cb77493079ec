import { Badge, Box, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MdLink } from 'react-icons/md';
import { t } from '../../lib/messages/t';
import type { RelatedSchemaLink } from './related-schema-links';
import { TruncatedLabel } from './truncated-label';

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
          <Box as="li" key={link.schemaId} maxWidth="full" minWidth="0">
            {link.directoryId ? (
              <Badge
                asChild
                colorPalette="blue"
                variant="subtle"
                size="lg"
                borderRadius="full"
                maxWidth="full"
              >
                <Link to="/SchemaEditor/$id" params={{ id: link.directoryId }}>
                  <Box as="span" display="inline-flex" flexShrink={0}>
                    <MdLink aria-hidden="true" />
                  </Box>
                  <TruncatedLabel as="span">{label}</TruncatedLabel>
                </Link>
              </Badge>
            ) : (
              <Badge colorPalette="gray" variant="subtle" size="lg" borderRadius="full" maxWidth="full">
                <TruncatedLabel as="span">{label}</TruncatedLabel>
              </Badge>
            )}
          </Box>
        );
      })}
    </HStack>
  );
}

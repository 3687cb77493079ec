import { Box, HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { TOOLBAR_ITEMS } from '../../../../domain/schema/toolbar-items';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { fieldLabel } from './field-label';

export function WysiwygPreview({ element }: { element: SchemaElement }) {
  const chosen = new Set(element.props.toolbar?.toolbar ?? []);
  const items = TOOLBAR_ITEMS.filter((item) => chosen.has(item));
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{fieldLabel(element)}</Text>
      <Box borderWidth="1px" borderRadius="md">
        {items.length > 0 ? (
          <HStack gap="1" padding="2" borderBottomWidth="1px" wrap="wrap" aria-label={t('field.toolbar')}>
            {items.map((item) => (
              <Tag.Root key={item} size="sm" variant="surface">
                <Tag.Label>{t(`toolbar.${item}`)}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        ) : null}
        <Box minHeight="20" />
      </Box>
    </Stack>
  );
}

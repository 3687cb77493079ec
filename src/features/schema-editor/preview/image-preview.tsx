import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { MdImage } from 'react-icons/md';
import { IMAGE_FORMAT_NAMES } from '../../../../domain/schema/image-formats';
import type { SchemaElement } from '../../../../domain/schema/types';
import { t } from '../../../lib/messages/t';
import { fieldLabel } from './field-label';

export function ImagePreview({ element }: { element: SchemaElement }) {
  const formats = (element.props.behavior?.accept ?? []).map((type) => IMAGE_FORMAT_NAMES[type]);
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{fieldLabel(element)}</Text>
      <Box borderWidth="2px" borderStyle="dashed" borderRadius="md" padding="4" textAlign="center">
        <Button variant="outline" size="sm" tabIndex={-1}>
          <MdImage aria-hidden="true" />
          {formats.length > 0
            ? t('preview.imageFormats', { formats: formats.join(', ') })
            : t('preview.noImageFormats')}
        </Button>
      </Box>
    </Stack>
  );
}

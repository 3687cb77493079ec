import { Fieldset, Stack, Text } from '@chakra-ui/react';
import { sortByPosition } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { ImagePreview } from './preview/image-preview';
import { InputPreview } from './preview/input-preview';
import { RelationshipPreview } from './preview/relationship-preview';
import { SelectPreview } from './preview/select-preview';
import { TablePreview } from './preview/table-preview';
import { WysiwygPreview } from './preview/wysiwyg-preview';
import type { SchemaSummary } from './related-schema-links';

interface ElementPreviewProps {
  element: SchemaElement | null;
  schemas: readonly SchemaSummary[];
}

/** The element roughly as an editor sees it in a file; nothing typed here is stored. */
export function ElementPreview({ element, schemas }: ElementPreviewProps) {
  if (!element) return <Text color="fg.muted">{t('preview.none')}</Text>;
  // A changed configuration starts the preview afresh, so default values show again.
  return (
    <div key={JSON.stringify(element)}>
      <PreviewBody element={element} schemas={schemas} />
    </div>
  );
}

function PreviewBody({ element, schemas }: { element: SchemaElement; schemas: readonly SchemaSummary[] }) {
  switch (element.componentId) {
    case 'Input':
      return <InputPreview element={element} />;
    case 'Select':
      return <SelectPreview element={element} />;
    case 'Table':
      return <TablePreview element={element} />;
    case 'Relationship':
      return <RelationshipPreview element={element} schemas={schemas} />;
    case 'Image':
      return <ImagePreview element={element} />;
    case 'WYSIWYG':
      return <WysiwygPreview element={element} />;
    case 'Group':
      return (
        <Fieldset.Root borderWidth="1px" borderRadius="md" padding="3">
          <Fieldset.Legend>{element.props.content?.label || element.label}</Fieldset.Legend>
          <Fieldset.Content>
            {element.children.length > 0 ? (
              <Stack gap="4">
                {sortByPosition(element.children).map((child) => (
                  <PreviewBody key={child.elementId} element={child} schemas={schemas} />
                ))}
              </Stack>
            ) : (
              <Text color="fg.muted">{t('preview.noChildren')}</Text>
            )}
          </Fieldset.Content>
        </Fieldset.Root>
      );
    default:
      return <Text color="fg.muted">{t('preview.none')}</Text>;
  }
}

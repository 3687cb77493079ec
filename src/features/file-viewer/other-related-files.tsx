import { Heading, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { t } from '../../lib/messages/t';
import { RelatedFilesList } from './fields/related-files-list';
import { useFileForm } from './file-form-context';

/** Links made through no Relationship element of the schema (by the API, or one since removed). */
export function OtherRelatedFiles({ elements }: { elements: SchemaElement[] }) {
  const { relatedFiles } = useFileForm();
  const headingId = useId();
  const relationshipIds = new Set(
    flattenElements(elements)
      .filter((element) => element.componentId === 'Relationship')
      .map((element) => element.elementId),
  );
  const inGroup = (link: { elementId: string | null }) =>
    link.elementId === null || !relationshipIds.has(link.elementId);
  if (!relatedFiles.some(inGroup)) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="md">
        {t('file.related.otherHeading')}
      </Heading>
      <RelatedFilesList inGroup={inGroup} ariaLabel={t('file.related.otherHeading')} />
    </Stack>
  );
}

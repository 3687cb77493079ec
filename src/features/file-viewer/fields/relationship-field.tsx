import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { LuLink } from 'react-icons/lu';
import type { RelatedFileLink } from '../../../../domain/file/types';
import type { SchemaElement } from '../../../../domain/schema/types';
import { useAddRelatedFilesMutation } from '../../../api/add-related-files-mutation';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { fieldCaption } from './field-caption';
import { RelatedFilesList } from './related-files-list';
import { RelationshipDialog } from './relationship-dialog';

/** The files linked through a Relationship element, and the dialog to link more. */
export function RelationshipField({ element }: { element: SchemaElement }) {
  const { fileId, relatedFiles } = useFileForm();
  const add = useAddRelatedFilesMutation(fileId);
  const [picking, setPicking] = useState(false);
  const captionId = useId();
  const caption = fieldCaption(element);
  const inGroup = (link: RelatedFileLink) => link.elementId === element.elementId;
  const excludedFileIds = useMemo(
    () =>
      new Set([
        fileId,
        ...relatedFiles.filter((link) => link.elementId === element.elementId).map((link) => link.fileId),
      ]),
    [fileId, relatedFiles, element.elementId],
  );

  const link = (fileIds: string[]) =>
    add.mutate(fileIds.map((related) => ({ fileId: related, elementId: element.elementId })));

  return (
    <Stack gap="2" role="group" aria-labelledby={captionId}>
      <HStack justify="space-between" wrap="wrap">
        <Text id={captionId} fontWeight="medium" textStyle="sm">
          {caption}
        </Text>
        <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
          <LuLink aria-hidden="true" />
          {t('file.related.add')}
        </Button>
      </HStack>
      <RelatedFilesList inGroup={inGroup} ariaLabel={t('file.related.listLabel', { label: caption })} />
      {picking ? (
        <RelationshipDialog
          element={element}
          excludedFileIds={excludedFileIds}
          onAdd={(fileIds) => void link(fileIds)}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Stack>
  );
}

import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { LuLink } from 'react-icons/lu';
import type { RelatedFileLink } from '../../../../domain/file/types';
import { rulesOf } from '../../../../domain/rules/field-rules';
import { relatedCountProblem } from '../../../../domain/rules/value-rules';
import type { SchemaElement } from '../../../../domain/schema/types';
import { useAddRelatedFilesMutation } from '../../../api/add-related-files-mutation';
import { t } from '../../../lib/messages/t';
import { boundText } from '../../../lib/rules/value-problem-text';
import { useFileForm } from '../file-form-context';
import { fieldCaption } from './field-caption';
import { RelatedFilesList } from './related-files-list';
import { RelationshipDialog } from './relationship-dialog';

/**
 * The files linked through a Relationship element, and the dialog to link more; no more than the element's
 * `maxRelated` are linked, and a link is not removed below its `minRelated`.
 */
export function RelationshipField({ element }: { element: SchemaElement }) {
  const { fileId, relatedFiles } = useFileForm();
  const add = useAddRelatedFilesMutation(fileId);
  const [picking, setPicking] = useState(false);
  // Why the user's last removal was refused.
  const [refused, setRefused] = useState<string | null>(null);
  const captionId = useId();
  const messageId = useId();
  const fullId = useId();
  const caption = fieldCaption(element);
  const { minRelated, maxRelated } = rulesOf(element);
  const inGroup = (link: RelatedFileLink) => link.elementId === element.elementId;
  const count = relatedFiles.filter(inGroup).length;
  const full = maxRelated !== undefined && count >= maxRelated;
  const excludedFileIds = useMemo(
    () =>
      new Set([
        fileId,
        ...relatedFiles.filter((link) => link.elementId === element.elementId).map((link) => link.fileId),
      ]),
    [fileId, relatedFiles, element.elementId],
  );

  // Links made before the element's bounds; none yet is no mistake, like an empty required field.
  const stored = relatedCountProblem(element, count);
  const message =
    refused ??
    (stored && (stored.rule === 'maxRelated' || count > 0)
      ? t('rules.value.stored', { message: boundText(stored) })
      : null);

  const link = (fileIds: string[]) => {
    setRefused(null);
    add.mutate(fileIds.map((related) => ({ fileId: related, elementId: element.elementId })));
  };
  const mayRemove = () => {
    const below = minRelated !== undefined && count - 1 < minRelated;
    setRefused(below ? t('rules.related.keep', { limit: minRelated }) : null);
    return !below;
  };

  return (
    <Stack
      gap="2"
      role="group"
      aria-labelledby={captionId}
      aria-describedby={message ? messageId : undefined}
    >
      <HStack justify="space-between" wrap="wrap">
        <Text id={captionId} fontWeight="medium" textStyle="sm">
          {caption}
        </Text>
        <HStack gap="2" wrap="wrap">
          {full ? (
            <Text id={fullId} color="fg.muted" textStyle="sm">
              {t('rules.related.full', { limit: maxRelated })}
            </Text>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            disabled={full}
            aria-describedby={full ? fullId : undefined}
            onClick={() => setPicking(true)}
          >
            <LuLink aria-hidden="true" />
            {t('file.related.add')}
          </Button>
        </HStack>
      </HStack>
      <RelatedFilesList
        inGroup={inGroup}
        ariaLabel={t('file.related.listLabel', { label: caption })}
        mayRemove={mayRemove}
      />
      {message ? (
        <Text id={messageId} color="red.fg" textStyle="sm" aria-live="polite">
          {message}
        </Text>
      ) : null}
      {picking ? (
        <RelationshipDialog
          element={element}
          excludedFileIds={excludedFileIds}
          linked={count}
          onAdd={(fileIds) => void link(fileIds)}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Stack>
  );
}

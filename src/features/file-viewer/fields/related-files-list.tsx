import { Badge, Link as ChakraLink, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuTrash2 } from 'react-icons/lu';
import { withRestoredInPlace } from '../../../../domain/file/related-ops';
import type { RelatedFileLink } from '../../../../domain/file/types';
import { useAddRelatedFilesMutation } from '../../../api/add-related-files-mutation';
import { useDeleteRelatedFileMutation } from '../../../api/delete-related-file-mutation';
import { fileDataQueryOptions } from '../../../api/file-data-query';
import { useUpdateRelatedFilesMutation } from '../../../api/update-related-files-mutation';
import { t } from '../../../lib/messages/t';
import { notify } from '../../../lib/notify';
import { useFileForm } from '../file-form-context';
import { moveWithinGroup } from '../related-order';

/** How long a removed link can be brought back from its notification. */
const UNDO_MS = 5000;

interface RelatedFilesListProps {
  /** Which of the file's links this list shows (one Relationship element's). */
  inGroup: (link: RelatedFileLink) => boolean;
  ariaLabel: string;
  /** Asked before a link is removed; false keeps it (the caller says why). */
  mayRemove?: () => boolean;
}

/** Links to related files in their order, each movable up and down and removable. */
export function RelatedFilesList({ inGroup, ariaLabel, mayRemove }: RelatedFilesListProps) {
  const { fileId, relatedFiles } = useFileForm();
  const reorder = useUpdateRelatedFilesMutation(fileId);
  const remove = useDeleteRelatedFileMutation(fileId);
  const add = useAddRelatedFilesMutation(fileId);
  const queryClient = useQueryClient();
  // A move shows at once; the reloaded file replaces it.
  const [moved, setMoved] = useState<{ from: readonly RelatedFileLink[]; order: RelatedFileLink[] } | null>(
    null,
  );
  const all = moved?.from === relatedFiles ? moved.order : relatedFiles;
  const links = all.filter(inGroup);

  if (links.length === 0) return <Text color="fg.muted">{t('file.related.empty')}</Text>;

  const move = (link: RelatedFileLink, direction: 'up' | 'down') => {
    const order = moveWithinGroup(all, inGroup, link.relationshipId, direction);
    setMoved({ from: relatedFiles, order });
    reorder.mutate(
      order.map(({ relationshipId }) => ({ relationshipId })),
      { onError: () => setMoved(null) },
    );
  };
  /** Links the file again, then gives the new link the removed one's place. */
  const relink = async (link: RelatedFileLink, before: readonly RelatedFileLink[]) => {
    try {
      const added = await add.mutateAsync({
        fileId: link.fileId,
        ...(link.elementId ? { elementId: link.elementId } : {}),
      });
      const now = (await queryClient.fetchQuery({ ...fileDataQueryOptions(fileId), staleTime: 0 }))
        .relatedFiles;
      const known = new Set(before.map((old) => old.relationshipId));
      const restored = now.find(
        (candidate) =>
          !known.has(candidate.relationshipId) &&
          candidate.fileId === link.fileId &&
          candidate.elementId === link.elementId,
      );
      if (!restored || added.version === null) return;
      const order = withRestoredInPlace(before, link.relationshipId, now, restored.relationshipId);
      await reorder.mutateAsync(order.map(({ relationshipId }) => ({ relationshipId })));
    } catch {
      // The notification of the failed write says it.
    }
  };

  const unlink = (link: RelatedFileLink) => {
    if (mayRemove && !mayRemove()) return;
    const before = all;
    remove
      .mutateAsync(link.relationshipId)
      .then(() =>
        notify({
          message: t('file.related.removed', { label: link.label }),
          tone: 'info',
          timeout: UNDO_MS,
          action: { label: t('file.related.undo'), onClick: () => void relink(link, before) },
        }),
      )
      .catch(() => undefined);
  };

  return (
    <List.Root as="ol" listStyleType="none" gap="1" aria-label={ariaLabel}>
      {links.map((link, index) => (
        <List.Item key={link.relationshipId} borderWidth="1px" borderRadius="md" paddingX="3" paddingY="1">
          <HStack gap="3" width="100%">
            <Badge variant="surface" aria-hidden="true">
              {index + 1}
            </Badge>
            <Text flex="1" minWidth="0" truncate>
              {link.id ? (
                <ChakraLink asChild colorPalette="blue" color="colorPalette.fg">
                  <Link to="/DataEditor/$id" params={{ id: link.id }}>
                    {link.label}
                  </Link>
                </ChakraLink>
              ) : (
                t('file.related.unfiled', { label: link.label })
              )}
            </Text>
            <IconButton
              aria-label={t('file.related.moveUp', { label: link.label })}
              size="xs"
              variant="ghost"
              disabled={index === 0}
              onClick={() => move(link, 'up')}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              aria-label={t('file.related.moveDown', { label: link.label })}
              size="xs"
              variant="ghost"
              disabled={index === links.length - 1}
              onClick={() => move(link, 'down')}
            >
              <LuArrowDown />
            </IconButton>
            <IconButton
              aria-label={t('file.related.remove', { label: link.label })}
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => void unlink(link)}
            >
              <LuTrash2 />
            </IconButton>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}

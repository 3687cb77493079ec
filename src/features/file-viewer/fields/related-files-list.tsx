import { Badge, Link as ChakraLink, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuArrowDown, LuArrowUp, LuTrash2 } from 'react-icons/lu';
import type { RelatedFileLink } from '../../../../domain/file/types';
import { useDeleteRelatedFileMutation } from '../../../api/delete-related-file-mutation';
import { useUpdateRelatedFilesMutation } from '../../../api/update-related-files-mutation';
import { t } from '../../../lib/messages/t';
import { useFileForm } from '../file-form-context';
import { moveWithinGroup } from '../related-order';

interface RelatedFilesListProps {
  /** Which of the file's links this list shows (one Relationship element's). */
  inGroup: (link: RelatedFileLink) => boolean;
  ariaLabel: string;
}

/** Links to related files in their order, each movable up and down and removable. */
export function RelatedFilesList({ inGroup, ariaLabel }: RelatedFilesListProps) {
  const { fileId, relatedFiles, write } = useFileForm();
  const reorder = useUpdateRelatedFilesMutation();
  const remove = useDeleteRelatedFileMutation();
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
    void write(
      async (version) =>
        (
          await reorder.mutateAsync({
            fileId,
            relatedFiles: order.map(({ relationshipId }) => ({ relationshipId })),
            version,
          })
        ).version,
    ).catch(() => setMoved(null));
  };
  const unlink = (link: RelatedFileLink) =>
    write(
      async () => (await remove.mutateAsync({ fileId, relationshipId: link.relationshipId })).version,
    ).catch(() => undefined);

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

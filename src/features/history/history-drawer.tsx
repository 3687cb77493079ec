import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { type RevisionRestore, useRestoreRevisionMutation } from '../../api/restore-revision-mutation';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { RevisionComparison } from './revision-comparison';
import { RevisionList } from './revision-list';

interface HistoryDrawerProps {
  objectId: string;
  kind: 'FILE' | 'SCHEMA';
  /** The object's label, for the title. */
  label: string;
  /** The queries that show the object, reloaded after a restore. */
  objectKeys: QueryKey[];
  /** Why restoring is not possible now; null when it is. */
  restoreBlocked?: string | null;
  /** After a restore, once its answer is in. */
  onRestored?: () => void;
  onClose: () => void;
}

/** "Verlauf": the revisions of a file or schema, one of them beside the object now, restores. Open while mounted. */
export function HistoryDrawer({
  objectId,
  kind,
  label,
  objectKeys,
  restoreBlocked = null,
  onRestored,
  onClose,
}: HistoryDrawerProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const restore = useRestoreRevisionMutation(objectKeys);

  const run = async (request: RevisionRestore, fieldNames: string[]) => {
    const result = await restore.mutateAsync(request).catch(() => null);
    if (!result) return;
    const message =
      result.orphaned.length > 0
        ? t('history.orphaned', { fields: result.orphaned.join(', ') })
        : fieldNames.length === 1
          ? t('history.restoredField', { field: fieldNames[0] as string })
          : t('history.restored');
    notify({ message, tone: 'positive' });
    setSelected(null);
    onRestored?.();
  };

  return (
    <Drawer.Root
      open
      size="lg"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('history.title', { label })}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {selected ? (
                <RevisionComparison
                  revisionId={selected}
                  blocked={restoreBlocked}
                  restoring={restore.isPending}
                  onRestore={(request, fieldNames) => void run(request, fieldNames)}
                  onBack={() => setSelected(null)}
                />
              ) : (
                <RevisionList
                  objectId={objectId}
                  kind={kind}
                  onSelect={(revision) => setSelected(revision.id)}
                />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('tree.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

import type { RevisionFieldsFragment } from '../../lib/graphql/generated/graphql';
import { countText } from '../../lib/messages/count-text';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

/** What one write of a tree did to one entry, as the change list shows it. */
export type TreeEntryChange = RevisionFieldsFragment['entries'][number];
type Place = NonNullable<TreeEntryChange['from']>;

/** A parent folder by its name now; the top level by that name; a folder no longer in the tree by its id. */
export function placeText(place: Place): string {
  if (place.parentId === null) return t('treeChanges.topLevel');
  return place.parentName ?? place.parentId;
}

/** One entry's change as a sentence, e.g. „„Kiste“ verschoben: Eingang → Archiv“. */
export function treeChangeText(change: TreeEntryChange): string {
  const { name, from, to } = change;
  switch (change.kind) {
    case 'CREATED':
      return to && to.parentId !== null
        ? t('treeChanges.created', { name, parent: placeText(to) })
        : t('treeChanges.createdAtTop', { name });
    case 'MOVED':
      if (!from || !to) break;
      // Up or down among its siblings: the folder stays, the place changes.
      if (from.parentId === to.parentId) {
        return t('treeChanges.reordered', {
          name,
          parent: placeText(to),
          from: formatNumber(from.position),
          to: formatNumber(to.position),
        });
      }
      return t('treeChanges.moved', { name, from: placeText(from), to: placeText(to) });
    case 'RENAMED':
      return t('treeChanges.renamed', { name, from: from?.name ?? name, to: to?.name ?? name });
    case 'BINNED':
      return t('treeChanges.binned', { name });
    case 'RESTORED':
      return t('treeChanges.restored', { name });
    case 'REMOVED':
      return t('treeChanges.removed', { name });
    case 'DELETED':
      return t('treeChanges.deleted', { name });
  }
  // A move without its places, or a kind this app does not know yet.
  return t('treeChanges.changed', { name });
}

/** „und 3 weitere Änderungen“: the entries a revision changed beyond those it lists. */
export const moreChangesText = (count: number) =>
  countText(count, 'treeChanges.more.one', 'treeChanges.more.other');

import { findItem } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

/** Where a moved entry is now, for screen readers: its folder (or the top level) and its place there. */
export function moveAnnouncement(items: DirectoryItem[], id: string): string {
  const found = findItem(items, id);
  if (!found) return '';
  const siblings = found.parent ? found.parent.children : items;
  const params = {
    name: found.item.name,
    position: formatNumber(siblings.indexOf(found.item) + 1),
    count: formatNumber(siblings.length),
  };
  return found.parent
    ? t('tree.move.doneInFolder', { ...params, folder: found.parent.name })
    : t('tree.move.doneAtTop', params);
}

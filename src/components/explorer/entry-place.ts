import { isUnder } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import type { Trees } from './tree-write';

/**
 * A test for `TreeWrite.fits`: whether the entry is still in `tree` under the parent it had when the user
 * acted on it. An entry someone else deleted or moved away meanwhile no longer fits.
 */
export const stillInPlace =
  (tree: keyof Trees, entry: Pick<DirectoryItem, 'id' | 'parentId'>) =>
  (trees: Trees): boolean =>
    isUnder(trees[tree], entry.id, entry.parentId);

import type { TextsOf } from './catalog';
import type { treeChangeMessages } from './de-tree-changes';

/** The change lists of the directory trees in English. */
export const enTreeChangeMessages: TextsOf<typeof treeChangeMessages> = {};

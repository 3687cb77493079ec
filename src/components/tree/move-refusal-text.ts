import type { MoveRefusal } from '../../../domain/directory/move-entry';
import type { TreeMessageKey } from '../../lib/messages/de-tree';
import { formatNumber } from '../../lib/messages/language';
import { t } from '../../lib/messages/t';

const TEXT = {
  missing: 'tree.move.missing',
  'into-itself': 'tree.move.intoItself',
  'into-file': 'tree.move.intoFile',
  'too-deep': 'tree.move.tooDeep',
  'file-already-there': 'tree.move.fileAlreadyThere',
  // The text a folder name gets in the folder dialog when a sibling has it already.
  'name-taken': 'tree.folder.nameTaken',
} as const satisfies Record<MoveRefusal, TreeMessageKey>;

/** Why a drop, a keyboard move or the move dialog is refused, in the user's language. */
export function moveRefusalText(refusal: MoveRefusal, maxDepth = Number.POSITIVE_INFINITY): string {
  return t(TEXT[refusal], { max: formatNumber(maxDepth) });
}

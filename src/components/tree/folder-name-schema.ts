import { z } from 'zod';
import { siblingNameTaken } from '../../../domain/directory/tree-ops';
import type { DirectoryItem } from '../../../domain/directory/types';
import { t } from '../../lib/messages/t';

/** A folder name: not blank, and no sibling under `parentId` has it already (the entry itself aside). */
export function folderNameSchema(items: DirectoryItem[], parentId: string | null, exceptId?: string) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('tree.folder.nameRequired'))
      .refine((name) => !siblingNameTaken(items, parentId, name, exceptId), t('tree.folder.nameTaken')),
  });
}

export type FolderNameValues = z.infer<ReturnType<typeof folderNameSchema>>;

import { flattenTree } from './tree-shape';
import type { DirectoryItem } from './types';

/** A schema of the files in a folder, and how many of them it has. */
export interface FolderSchema {
  schemaId: string;
  files: number;
}

/**
 * The schemas of the files in a folder and its subfolders, as the loaded tree knows them, the most files
 * first; a file placed twice counts once.
 */
export function folderSchemas(folder: DirectoryItem): FolderSchema[] {
  const filesBySchema = new Map<string, Set<string>>();
  for (const entry of flattenTree(folder.children)) {
    if (entry.fileId === null || entry.schemaId === null) continue;
    const files = filesBySchema.get(entry.schemaId) ?? new Set<string>();
    files.add(entry.fileId);
    filesBySchema.set(entry.schemaId, files);
  }
  return [...filesBySchema]
    .map(([schemaId, files]) => ({ schemaId, files: files.size }))
    .sort((a, b) => b.files - a.files);
}

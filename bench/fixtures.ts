import type { DirectoryItem } from '../domain/directory/types';
import { MODEL_VALUE_KEY } from '../domain/file/types';
import type { SchemaElement } from '../domain/schema/types';

/** `Feld 001` … : element labels that sort and can be found exactly on the page. */
export const fieldLabel = (index: number) => `Feld ${String(index + 1).padStart(3, '0')}`;

/** A schema of `count` top-level Input elements, configured the way the schema editor saves them. */
export function inputElements(count: number): SchemaElement[] {
  return Array.from({ length: count }, (_, index) => ({
    elementId: `feld_${index + 1}`,
    componentId: 'Input',
    label: fieldLabel(index),
    parentId: '0',
    position: index,
    props: {
      content: {
        label: fieldLabel(index),
        shadowText: 'Bitte ausfüllen',
        hint: `Hinweis zu ${fieldLabel(index)}`,
      },
      model: { modelValue: '' },
      state: { disable: false },
    },
    children: [],
  }));
}

/** One stored value for every element. */
export const fileData = (elements: SchemaElement[], tag: string) =>
  elements.map((element) => ({ elementId: element.elementId, [MODEL_VALUE_KEY]: `${tag} ${element.label}` }));

/** Letter that only the few marked names contain, so one keystroke of it narrows the tree to them. */
export const RARE_LETTER = 'z';
const MARKED_EVERY = 97;
/** Levels of folders; their files sit one level deeper, at most 6 in all (the data directory's depth). */
const FOLDER_LEVELS = 5;
const SUBFOLDERS = 2;
const FOLDERS_PER_ROOT = (SUBFOLDERS ** FOLDER_LEVELS - 1) / (SUBFOLDERS - 1);

export interface GeneratedTree {
  /** Root items with their children, in the shape the directory query returns under `nested`. */
  items: DirectoryItem[];
  entryCount: number;
  /** The directory entry of each file (its id and name), by file id. */
  entryOfFile: Map<string, { id: string; name: string }>;
}

/** One entry in this many is a folder (100,000 entries: about 10,000 folders and 90,000 files). */
const ENTRIES_PER_FOLDER = 10;

/**
 * A data directory of exactly `entryCount` entries: binary folder trees five levels deep under the root
 * folders, the files spread evenly over every folder as leaves, and `leadingFiles` at the root first.
 * Needs at least as many file ids as there are file entries.
 */
export function generateTree(
  entryCount: number,
  fileIds: readonly string[],
  client: string,
  leadingFiles: readonly string[] = [],
): GeneratedTree {
  const rootFolders = Math.max(1, Math.floor(entryCount / ENTRIES_PER_FOLDER / FOLDERS_PER_ROOT));
  const folderCount = rootFolders * FOLDERS_PER_ROOT;
  const fileCount = entryCount - folderCount - leadingFiles.length;
  if (fileCount < 0 || fileCount > fileIds.length) {
    throw new Error(`A tree of ${entryCount} entries needs ${fileCount} file ids, got ${fileIds.length}`);
  }
  const entryOfFile = new Map<string, { id: string; name: string }>();
  const item = (
    fields: Pick<DirectoryItem, 'id' | 'name' | 'fileId' | 'parentId' | 'position'>,
  ): DirectoryItem => ({
    ...fields,
    fixedNumberOfChildren: null,
    schemaOfChildren: null,
    client,
    schemaId: null,
    isLeaf: fields.fileId !== null,
    isVisible: true,
    ticked: false,
    children: [],
  });
  const fileItem = (fileId: string, parentId: string | null, position: number, serial: number) => {
    const id = `e-${fileId}`;
    const name = `Akte ${serial}${serial % MARKED_EVERY === 0 ? ` ${RARE_LETTER}ebra` : ''}`;
    entryOfFile.set(fileId, { id, name });
    return item({ id, name, fileId, parentId, position });
  };

  const folders: DirectoryItem[] = [];
  const buildFolder = (
    path: string,
    parentId: string | null,
    position: number,
    level: number,
  ): DirectoryItem => {
    const folder = item({
      id: `f-${path.replaceAll('.', '-')}`,
      name: `Ordner ${path}`,
      fileId: null,
      parentId,
      position,
    });
    folders.push(folder);
    if (level < FOLDER_LEVELS) {
      for (let index = 1; index <= SUBFOLDERS; index++) {
        folder.children.push(buildFolder(`${path}.${index}`, folder.id, index, level + 1));
      }
    }
    return folder;
  };
  const roots = leadingFiles.map((fileId, index) => fileItem(fileId, null, index + 1, index + 1));
  for (let index = 1; index <= rootFolders; index++) {
    roots.push(buildFolder(String(index), null, roots.length + 1, 1));
  }
  for (let index = 0; index < fileCount; index++) {
    const folder = folders[index % folders.length] as DirectoryItem;
    const serial = leadingFiles.length + index + 1;
    folder.children.push(fileItem(fileIds[index] as string, folder.id, folder.children.length + 1, serial));
  }
  return { items: roots, entryCount, entryOfFile };
}

/** The nested list as the app sends it back to `updateDirectory`: rows `{ id, directory }`. */
export const directoryRows = (items: DirectoryItem[]) =>
  items.map((directory) => ({ id: directory.id, directory }));

/**
 * The same rows with only what `updateDirectory` needs (the other fields take their defaults), so a tree of
 * 100,000 entries fits in one request.
 */
export function slimRows(items: DirectoryItem[]) {
  const slim = (item: DirectoryItem): unknown => ({
    id: item.id,
    name: item.name,
    ...(item.fileId === null ? {} : { fileId: item.fileId }),
    children: item.children.map(slim),
  });
  return items.map((item) => ({ id: item.id, directory: slim(item) }));
}

/** The ids of the tree's folders, in tree order. */
export function folderIds(items: DirectoryItem[]): string[] {
  return items.flatMap((item) => (item.fileId === null ? [item.id, ...folderIds(item.children)] : []));
}

/** The tree with its first root folder renamed, the way a rename in the app saves the whole tree. */
export function withRenamedFolder(items: DirectoryItem[], suffix: string): DirectoryItem[] {
  const index = items.findIndex((entry) => entry.fileId === null);
  return items.map((entry, at) => (at === index ? { ...entry, name: `${entry.name} (${suffix})` } : entry));
}

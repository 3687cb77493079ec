import { randomUUID } from 'node:crypto';
import { DIRECTORY_LIMITS } from '../../domain/directory/directory-input';
import { takesEntries } from '../../domain/directory/move-entry';
import { sameName } from '../../domain/directory/tree-ops';
import { type FlatEntry, TREE_DEPTH } from '../../domain/directory/types';
import type { BundlePlace } from '../../domain/transfer/bundle';
import type { BundleProblem } from '../../domain/transfer/import-lines';
import type { IndexedTree } from '../repositories/indexed-tree';
import type { RankedEntry } from '../repositories/tree-rows';
import { whyNoEntries } from '../resolvers/shared/directory-entry-write';
import { addEntry } from '../resolvers/shared/entry-rows';
import { DEFAULT_SCHEMA_FOLDER, newEntry } from '../resolvers/shared/new-entry';
import type { EntryRows } from '../resolvers/shared/tree-set';
import { folderRefusalText } from './import-problem-text';

/** A file (or schema) to give an entry. */
export interface Placed {
  id: string;
  schemaId: string;
  label: string;
}

/** What placing writes, and why it cannot (then nothing is to be written). */
export interface Placing {
  rows: EntryRows;
  problems: BundleProblem[];
}

/** Entries added at the end of their folders one after another, each seeing those before it. */
class EntriesAdded {
  readonly written: RankedEntry[] = [];
  readonly problems: BundleProblem[] = [];

  constructor(
    public tree: IndexedTree,
    private readonly client: string,
  ) {}

  add(fields: Parameters<typeof newEntry>[1], parentId: string | null): void {
    const { children: _children, ...entry } = newEntry(this.client, fields);
    const [row] = addEntry(this.tree, entry, parentId).written;
    if (!row) return;
    this.written.push(row);
    this.tree = this.tree.changed([row]);
  }

  /** The file's entry under `parentId` (null: the top level), unless it has one there. */
  addFile(file: Placed, parentId: string | null, newId: () => string): void {
    const there = this.tree.entriesOfFile(file.id).some((id) => this.tree.parentOf(id) === parentId);
    if (!there)
      this.add(
        { id: newId(), name: file.label || file.id, fileId: file.id, schemaId: file.schemaId },
        parentId,
      );
  }

  /** Whether an entry under `parentId` would be deeper than the data directory allows. */
  tooDeep(parentId: string | null): boolean {
    return parentId !== null && this.tree.depthOf(parentId) >= TREE_DEPTH.DATA.directory;
  }

  done(): Placing {
    if (this.tree.size > DIRECTORY_LIMITS.maxEntries) {
      this.problems.push({
        path: 'places',
        message: `Der Datenbaum hielte mehr als ${DIRECTORY_LIMITS.maxEntries.toLocaleString('de')} Einträge.`,
      });
    }
    return { rows: { written: this.written, removed: [] }, problems: this.problems };
  }
}

/** Each file into the folder `folderId` of the data directory `tree`, unless it has an entry there. */
export function placeIntoFolder(
  tree: IndexedTree,
  client: string,
  files: readonly Placed[],
  folderId: string,
  newId: () => string = randomUUID,
): Placing {
  const added = new EntriesAdded(tree, client);
  const why = whyNoEntries(tree, folderId, 'DATA');
  if (why) added.problems.push({ path: 'folderId', message: folderRefusalText(why, folderId) });
  else for (const file of files) added.addFile(file, folderId, newId);
  return added.done();
}

/**
 * The bundle's places in the data directory `tree`: each folder of a path found by its id (wherever it
 * is now), else by its name under the folder before it, else created there with its name (and its id
 * while that is free); the file's entry added where it has none yet.
 */
export function placeAlongPaths(
  tree: IndexedTree,
  client: string,
  places: readonly { index: number; place: BundlePlace; file: Placed }[],
  newId: () => string = randomUUID,
): Placing {
  const added = new EntriesAdded(tree, client);
  /** The entry each folder id of the bundle became. */
  const folders = new Map<string, string>();
  const entryOf = (id: string): FlatEntry | undefined => added.tree.get(id)?.entry;
  const TOO_DEEP = 'Der Ort liegt tiefer, als der Datenbaum erlaubt.';
  for (const { index, place, file } of places) {
    let parentId: string | null = null;
    let problem: string | null = null;
    for (const folder of place.path) {
      let id = folders.get(folder.id);
      if (id === undefined) {
        const byId = entryOf(folder.id);
        const byName: FlatEntry | undefined = added.tree
          .childrenOf(parentId)
          .map((child) => entryOf(child) as FlatEntry)
          .find((sibling) => sameName(sibling.name, folder.name));
        if (byId && takesEntries(byId)) id = byId.id;
        else if (byName && takesEntries(byName)) id = byName.id;
        else if (byName)
          problem = `Der Ordner „${folder.name}“ lässt sich nicht anlegen: dort liegt schon ein Eintrag dieses Namens.`;
        else if (added.tooDeep(parentId)) problem = TOO_DEEP;
        else {
          id = byId ? newId() : folder.id;
          added.add({ id, name: folder.name }, parentId);
        }
      }
      if (id === undefined) break;
      folders.set(folder.id, id);
      parentId = id;
    }
    if (problem === null && added.tooDeep(parentId)) problem = TOO_DEEP;
    if (problem === null) added.addFile(file, parentId, newId);
    else added.problems.push({ path: `places[${index}] („${file.id}“)`, message: problem });
  }
  return added.done();
}

/**
 * Entries for new schemas in the schema directory `tree`, where `saveSchema` files them: in the default
 * folder (created when missing; the top level when it is full), unless a schema has an entry already.
 */
export function placeSchemas(
  tree: IndexedTree,
  client: string,
  schemas: readonly Placed[],
  newId: () => string = randomUUID,
): EntryRows {
  const added = new EntriesAdded(tree, client);
  const missing = schemas.filter((schema) => tree.entriesOfFile(schema.id).length === 0);
  if (missing.length === 0) return added.done().rows;
  const folder = tree.get(DEFAULT_SCHEMA_FOLDER.id)?.entry;
  if (!folder) added.add(DEFAULT_SCHEMA_FOLDER, null);
  const roomy = !folder || (takesEntries(folder) && tree.depthOf(folder.id) < TREE_DEPTH.SCHEMA.directory);
  const parentId = roomy ? DEFAULT_SCHEMA_FOLDER.id : null;
  for (const schema of missing) {
    added.add(
      { id: newId(), name: schema.label || schema.id, fileId: schema.id, schemaId: schema.id },
      parentId,
    );
  }
  return added.done().rows;
}

import type { DirectoryItem } from '../domain/directory/types';
import { folderIds, type GeneratedTree } from './fixtures';
import { type GraphqlClient, requestBody } from './graphql-client';
import { OPERATIONS } from './operations';
import { percentile, type Repetitions, repeat } from './stats';

/** Changes of one entry timed per run; each run's figure is the 95th percentile of its changes. */
const CHANGES_PER_RUN = 20;

export type EntryChange = 'create' | 'move' | 'rename' | 'bin' | 'restore';

const KINDS: EntryChange[] = ['create', 'move', 'rename', 'bin', 'restore'];

export type EntryChangeSamples = Record<EntryChange, number[]>;

/** A folder two levels down the tree, where a new file lands among siblings. */
function folderOf(items: DirectoryItem[]): string {
  const folder = items.find((item) => !item.isLeaf)?.children.find((item) => !item.isLeaf);
  if (!folder) throw new Error('The generated tree has no folder two levels down');
  return folder.id;
}

/**
 * Changes of one entry in the tree, the way the app makes them: a new file in a folder (`saveFile`), moved
 * to the top of another folder (`moveDirectoryEntry`), its new label, which renames its entry
 * (`updateFile`), the entry to the recycle bin and back. Each run makes `CHANGES_PER_RUN` of each; its
 * figure per kind is their 95th percentile.
 */
export async function measureEntryChanges(
  api: GraphqlClient,
  tree: GeneratedTree,
  schemaId: string,
  reps: Repetitions,
): Promise<EntryChangeSamples> {
  const parentId = folderOf(tree.items);
  const folders = folderIds(tree.items);
  const none = (): EntryChangeSamples => ({ create: [], move: [], rename: [], bin: [], restore: [] });
  const samples = none();
  let made = 0;
  await repeat(reps, async () => {
    const times = none();
    for (let change = 0; change < CHANGES_PER_RUN; change++) {
      made += 1;
      const created = await api.sendOk<{ saveFile: { id: string; directoryId: string } }>(
        requestBody(OPERATIONS.saveFile, { file: { schemaId, label: `Neu ${made}`, parentId } }),
      );
      times.create.push(created.ms);
      const { id, directoryId } = created.data.saveFile;
      const moved = await api.sendOk(
        requestBody(OPERATIONS.moveDirectoryEntry, {
          directoryId,
          parentId: folders[(made * 7919) % folders.length],
          position: 1,
        }),
      );
      times.move.push(moved.ms);
      const renamed = await api.sendOk(
        requestBody(OPERATIONS.updateFile, {
          data: { id, label: `Umbenannt ${made}`, data: [], version: 1 },
        }),
      );
      times.rename.push(renamed.ms);
      const binned = await api.sendOk(requestBody(OPERATIONS.moveToRecycleBin, { directoryId }));
      times.bin.push(binned.ms);
      const restored = await api.sendOk(requestBody(OPERATIONS.restoreFromRecycleBin, { directoryId }));
      times.restore.push(restored.ms);
    }
    for (const kind of KINDS) samples[kind].push(percentile(times[kind], 95));
    return percentile(times.create, 95);
  });
  const measured = none();
  for (const kind of KINDS) measured[kind] = samples[kind].slice(-reps.runs);
  return measured;
}

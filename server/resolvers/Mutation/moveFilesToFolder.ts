import { randomUUID } from 'node:crypto';
import { PERMISSION } from '../../../domain/auth/permissions';
import { requireViewer } from '../../auth/require-viewer';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { assertVersion } from '../shared/assert-version';
import { assertTakesEntries } from '../shared/directory-entry-write';
import { addEntry, parentsRows } from '../shared/entry-rows';
import { filesToWrite } from '../shared/file-list';
import { newEntry } from '../shared/new-entry';
import { DEFAULT_FRONT_END_TYPE } from '../shared/parse-argument';
import { TreeSet } from '../shared/tree-set';

/**
 * Files many files in one folder of the data directory (null: the top level) in one write: as their only
 * place, or with `keepPlaces` as one more.
 */
export const moveFilesToFolder: MutationResolvers['moveFilesToFolder'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.folders);
  const folderId = args.folderId ?? null;
  return ctx.db.transaction(async (tx) => {
    const trees = await TreeSet.lock(tx, ctx.trees, viewer.client, DEFAULT_FRONT_END_TYPE, ['DATA']);
    assertVersion(args.version, trees.version('DATA', false), 'directory');
    const files = await filesToWrite(tx, viewer.client, args.fileIds);
    let directory = await trees.indexed('DATA', false);
    if (folderId !== null) assertTakesEntries(directory, folderId, 'DATA', 'folderId');
    for (const file of files) {
      const places = directory.entriesOfFile(file.id);
      const parents = args.keepPlaces ? places.map((place) => directory.parentOf(place)) : [];
      const [first] = places;
      const rows =
        first === undefined
          ? addEntry(
              directory,
              newEntry(viewer.client, {
                id: randomUUID(),
                name: file.label || file.id,
                fileId: file.id,
                schemaId: file.schemaId,
              }),
              folderId,
            )
          : parentsRows(directory, first, [...new Set([...parents, folderId])], randomUUID);
      if (rows.written.length === 0 && rows.removed.length === 0) continue;
      await trees.change('DATA', false, rows);
      directory = await trees.indexed('DATA', false);
    }
    await trees.save();
    return { success: true, version: trees.version('DATA', false) };
  });
};

import { PERMISSION } from '../../../domain/auth/permissions';
import { mergeFileData } from '../../../domain/file/file-data-ops';
import { parseFileData, parseUpdateFileInput } from '../../../domain/file/file-input';
import { requireViewer } from '../../auth/require-viewer';
import { badInput, notFound } from '../../errors';
import type { MutationResolvers } from '../../graphql/resolvers-types.gen';
import { findFile, replaceFile } from '../../repositories/file-repository';
import { findSchema } from '../../repositories/schema-repository';
import { assertRules, changedElementIds, entryPath } from '../../rules/assert-rules';
import { holdUniqueValues } from '../../rules/unique-values';
import { assertVersion } from '../shared/assert-version';
import { DEFAULT_FRONT_END_TYPE, parseArgument } from '../shared/parse-argument';
import { TreeSet } from '../shared/tree-set';

/** Merges data entries by elementId; a new label renames the file's directory and bin entries. */
export const updateFile: MutationResolvers['updateFile'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.files);
  const input = parseArgument(() => parseUpdateFileInput(args.data));
  const client = viewer.client;

  return ctx.db.transaction(async (tx) => {
    // Trees are locked before the file, the order every write follows.
    const trees =
      input.label === undefined
        ? null
        : await TreeSet.lock(tx, ctx.trees, client, DEFAULT_FRONT_END_TYPE, ['DATA']);
    const current = await findFile(tx, client, input.id, true);
    if (!current) throw notFound(`File "${input.id}" not found.`);
    assertVersion(input.version, current.version, 'file');
    if (input.schemaId !== undefined && input.schemaId !== current.schemaId) {
      throw badInput(`A file keeps its schema "${current.schemaId}".`, { path: 'data.schemaId' });
    }
    const data = parseArgument(() => parseFileData(mergeFileData(current.data, input.data), 'data.data'));
    const label = input.label ?? current.label;
    const schema = await findSchema(tx, client, current.schemaId);
    const elements = schema?.elements ?? [];
    assertRules(elements, input.data, current.data, 'data.data');
    const updated = await replaceFile(tx, client, current, { label, data }, elements, viewer.userId);
    await holdUniqueValues(
      tx,
      client,
      updated,
      elements,
      changedElementIds(input.data, current.data),
      entryPath(input.data, 'data.data'),
    );
    if (trees && label !== current.label) {
      await trees.renameEntriesOf('DATA', current.id, label || current.id);
      await trees.save();
    }
    return { success: true, version: updated.version };
  });
};

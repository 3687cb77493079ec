import { PERMISSION } from '../../../domain/auth/permissions';
import { compareFileStates, compareSchemaStates } from '../../../domain/history/revision-compare';
import { nestedElements, schemaState } from '../../../domain/history/revision-state';
import { requireViewer } from '../../auth/require-viewer';
import { notFound } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { readRelatedStates } from '../../history/record-revision';
import { revisionContext } from '../../history/revision-context';
import { findRevision } from '../../history/revision-repository';
import { fileLabels, revisionResponse } from '../../history/revision-response';
import { fileRevisionState, schemaRevisionState } from '../../history/revision-states';
import { findFile } from '../../repositories/file-repository';
import { findSchema } from '../../repositories/schema-repository';

/** One revision with its object as it was, field by field beside the object now. */
export const revision: QueryResolvers['revision'] = async (_parent, { id }, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const client = viewer.client;
  const record = await findRevision(ctx.db, client, id);
  if (!record) throw notFound(`Revision "${id}" not found.`);
  const context = await revisionContext(ctx, client, record.kind, record.objectId, [record]);
  const response = revisionResponse(record, context);
  if (record.kind === 'FILE') {
    const state = await fileRevisionState(ctx.db, client, record);
    const file = await findFile(ctx.db, client, record.objectId);
    const related = file ? ((await readRelatedStates(ctx.db, client, [file.id])).get(file.id) ?? []) : [];
    const labels = await fileLabels(
      ctx.db,
      client,
      [...state.related, ...related].map((item) => item.fileId),
    );
    const current = file ? { label: file.label, data: file.data, related } : null;
    return {
      revision: response,
      label: state.label,
      data: state.data,
      elements: null,
      comparison: compareFileStates(
        context.elements,
        state,
        current,
        (fileId) => labels.get(fileId) ?? fileId,
      ),
      currentVersion: file?.version ?? null,
    };
  }
  if (record.kind === 'SCHEMA') {
    const state = await schemaRevisionState(ctx.db, client, record);
    const schema = await findSchema(ctx.db, client, record.objectId);
    const current = schema ? schemaState(schema.label, schema.elements) : null;
    return {
      revision: response,
      label: state.label,
      data: null,
      elements: nestedElements(state.elements),
      comparison: compareSchemaStates(state, current),
      currentVersion: schema?.version ?? null,
    };
  }
  return {
    revision: response,
    label: null,
    data: null,
    elements: null,
    comparison: [],
    currentVersion: context.treeVersion,
  };
};

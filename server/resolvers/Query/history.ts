import { PERMISSION } from '../../../domain/auth/permissions';
import type { RevisionKind } from '../../../domain/history/revision-state';
import { requireViewer } from '../../auth/require-viewer';
import { badInput } from '../../errors';
import type { QueryResolvers } from '../../graphql/resolvers-types.gen';
import { revisionContext, treeOfObjectId } from '../../history/revision-context';
import { isRevisionId, listRevisions } from '../../history/revision-repository';
import { revisionResponse } from '../../history/revision-response';

const MAX_FIRST = 100;
const MAX_OBJECT_ID_LENGTH = 200;

/** The revisions of one object of the caller's client, newest first. */
export const history: QueryResolvers['history'] = async (_parent, args, ctx) => {
  const viewer = requireViewer(ctx, PERMISSION.access);
  const { objectId, first } = args;
  if (objectId.length === 0 || objectId.length > MAX_OBJECT_ID_LENGTH) {
    throw badInput(`objectId must be 1 to ${MAX_OBJECT_ID_LENGTH} characters.`, { path: 'objectId' });
  }
  if (!Number.isInteger(first) || first < 1 || first > MAX_FIRST) {
    throw badInput(`first must be between 1 and ${MAX_FIRST}.`, { path: 'first' });
  }
  const before = args.before ?? null;
  if (before !== null && !isRevisionId(before)) {
    throw badInput('before must be the id of a revision.', { path: 'before' });
  }
  const kinds: RevisionKind[] = args.kind
    ? [args.kind]
    : treeOfObjectId(objectId)
      ? ['DIRECTORY']
      : ['FILE', 'SCHEMA'];
  const revisions = await listRevisions(ctx.db, viewer.client, { kinds, objectId, first, before });
  const [newest] = revisions;
  if (!newest) return [];
  const context = await revisionContext(ctx, viewer.client, newest.kind, objectId, revisions);
  return revisions.map((revision) => revisionResponse(revision, context));
};

import {
  applyFileChange,
  applySchemaChange,
  type FileChange,
  type FileState,
  type SchemaChange,
  type SchemaState,
} from '../../domain/history/revision-state';
import type { Queryable } from '../db/database';
import { type RevisionRecord, revisionChain } from './revision-repository';

/** A file's or schema's revision rebuilt: the nearest snapshot up to it with the changes after it applied. */
export async function fileRevisionState(
  db: Queryable,
  client: string,
  revision: RevisionRecord,
): Promise<FileState> {
  const [base, ...changes] = await revisionChain(db, client, revision);
  if (!base) throw new Error(`Revision ${revision.id} has no snapshot before it.`);
  return changes.reduce(
    (state, next) => applyFileChange(state, next.change as FileChange),
    base.snapshot as FileState,
  );
}

export async function schemaRevisionState(
  db: Queryable,
  client: string,
  revision: RevisionRecord,
): Promise<SchemaState> {
  const [base, ...changes] = await revisionChain(db, client, revision);
  if (!base) throw new Error(`Revision ${revision.id} has no snapshot before it.`);
  return changes.reduce(
    (state, next) => applySchemaChange(state, next.change as SchemaChange),
    base.snapshot as SchemaState,
  );
}

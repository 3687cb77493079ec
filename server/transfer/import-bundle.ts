import { createHash } from 'node:crypto';
import { parseFileData } from '../../domain/file/file-input';
import type { FileDataEntry } from '../../domain/file/types';
import { jsonEqual } from '../../domain/schema/json-equal';
import { parseSchemaElements } from '../../domain/schema/schema-input';
import type { SchemaMetadata } from '../../domain/schema/types';
import type { BundleFile } from '../../domain/transfer/bundle';
import type { Database, Queryable } from '../db/database';
import { readRelatedStates } from '../history/record-revision';
import { findFiles, insertFiles, replaceFile } from '../repositories/file-repository';
import { insertImageIfMissing } from '../repositories/image-repository';
import { deleteRelatedFilesOf, insertRelatedFiles } from '../repositories/related-file-repository';
import { findSchema, insertSchema, replaceSchema } from '../repositories/schema-repository';
import { rewriteSearchTextOfSchemaFiles } from '../repositories/search-text-repository';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { TreeSet } from '../resolvers/shared/tree-set';
import { rebuildUniqueValues } from '../rules/unique-values';
import { type BundleProblem, type CheckedBundle, checkBundle } from './check-bundle';
import { deleteClientData } from './delete-client-data';

/** Files written per transaction: a failure loses at most one batch, and a run again goes on from there. */
const FILES_PER_TRANSACTION = 500;

export interface ImportOptions {
  /** Delete the client's schemas, files, trees and history first: the client then holds the bundle alone. */
  replace?: boolean;
  /** Check only; write nothing. */
  dryRun?: boolean;
  /** The user the writes are made as (their `created_by`, `updated_by`). */
  userId: string;
  onProgress?: (done: { files: number; totalFiles: number }) => void;
}

export interface ImportReport {
  problems: BundleProblem[];
  schemas: { created: number; updated: number };
  files: { created: number; updated: number; unchanged: number };
  images: number;
  trees: number;
}

async function knownIds(db: Queryable, client: string) {
  const ids = async (table: 'schemas' | 'files') =>
    new Set(
      (await db.query<{ id: string }>(`select id from ${table} where client_id = $1`, [client])).map(
        (row) => row.id,
      ),
    );
  return { schemaIds: await ids('schemas'), fileIds: await ids('files') };
}

/**
 * Imports a bundle into `client`: checked whole first (nothing is written when anything is wrong, every
 * problem reported), then schemas, files (in transactions of `FILES_PER_TRANSACTION`), related files,
 * images and trees. An object that exists is updated where it differs, so running an import again after
 * a failure goes on where it stopped; a new object keeps the bundle's version.
 */
export async function importBundle(
  db: Database,
  client: string,
  input: unknown,
  options: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = {
    problems: [],
    schemas: { created: 0, updated: 0 },
    files: { created: 0, updated: 0, unchanged: 0 },
    images: 0,
    trees: 0,
  };
  const known = options.replace
    ? { schemaIds: new Set<string>(), fileIds: new Set<string>() }
    : await knownIds(db, client);
  const { checked, problems } = checkBundle(input, known);
  report.problems = problems;
  if (!checked || options.dryRun) return report;
  await db.query(`insert into clients (id, name) values ($1, $1) on conflict (id) do nothing`, [client]);
  if (options.replace) await db.transaction((tx) => deleteClientData(tx, client));
  await importSchemas(db, client, checked, options, report);
  await importFiles(db, client, checked, options, report);
  await importImages(db, client, checked, options, report);
  await importTrees(db, client, checked, report);
  await db.transaction(async (tx) => {
    for (const schema of checked.bundle.schemas) {
      await rebuildUniqueValues(tx, client, schema.id, parseSchemaElements(schema.elements));
    }
  });
  return report;
}

async function importSchemas(
  db: Database,
  client: string,
  { bundle }: CheckedBundle,
  options: ImportOptions,
  report: ImportReport,
) {
  await db.transaction(async (tx) => {
    for (const schema of bundle.schemas) {
      const elements = parseSchemaElements(schema.elements);
      const metadata = schema.metadata as SchemaMetadata;
      const current = await findSchema(tx, client, schema.id, true);
      if (!current) {
        await insertSchema(
          tx,
          client,
          { id: schema.id, label: schema.label, metadata, elements },
          options.userId,
        );
        await tx.query('update schemas set version = $3 where client_id = $1 and id = $2', [
          client,
          schema.id,
          schema.version,
        ]);
        report.schemas.created++;
      } else if (
        current.label !== schema.label ||
        !jsonEqual(current.elements, elements) ||
        !jsonEqual(current.metadata, metadata)
      ) {
        await replaceSchema(tx, client, current, { label: schema.label, metadata, elements }, options.userId);
        await rewriteSearchTextOfSchemaFiles(tx, client, schema.id, elements);
        report.schemas.updated++;
      }
    }
  });
}

async function importFiles(
  db: Database,
  client: string,
  { bundle }: CheckedBundle,
  options: ImportOptions,
  report: ImportReport,
) {
  const elementsOf = new Map<string, Awaited<ReturnType<typeof findSchema>>>();
  const schemaOf = async (tx: Queryable, id: string) => {
    if (!elementsOf.has(id)) elementsOf.set(id, await findSchema(tx, client, id));
    return elementsOf.get(id)?.elements ?? [];
  };
  const total = bundle.files.length;
  for (let start = 0; start < total; start += FILES_PER_TRANSACTION) {
    const batch = bundle.files.slice(start, start + FILES_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      const existing = new Map(
        (
          await findFiles(
            tx,
            client,
            batch.map((file) => file.id),
          )
        ).map((file) => [file.id, file]),
      );
      const created = batch.filter((file) => !existing.has(file.id));
      for (const schemaId of new Set(created.map((file) => file.schemaId))) {
        const files = created.filter((file) => file.schemaId === schemaId);
        await insertFiles(
          tx,
          client,
          files.map((file) => ({ id: file.id, schemaId, label: file.label, data: dataOf(file) })),
          await schemaOf(tx, schemaId),
          options.userId,
        );
      }
      if (created.length > 0) {
        await tx.query(
          `update files f set version = v.version
             from unnest($2::text[], $3::int[]) as v (id, version)
            where f.client_id = $1 and f.id = v.id`,
          [client, created.map((file) => file.id), created.map((file) => file.version)],
        );
        report.files.created += created.length;
      }
      for (const file of batch) {
        const current = existing.get(file.id);
        if (!current) continue;
        const data = dataOf(file);
        if (current.label === file.label && jsonEqual(current.data, data)) {
          report.files.unchanged++;
          continue;
        }
        await replaceFile(
          tx,
          client,
          current,
          { label: file.label, data },
          await schemaOf(tx, current.schemaId),
          options.userId,
        );
        report.files.updated++;
      }
    });
    options.onProgress?.({ files: Math.min(total, start + FILES_PER_TRANSACTION), totalFiles: total });
  }
  // Related files once every file is there: a file may relate to one further on.
  const linking = bundle.files.filter((file) => file.related.length > 0);
  for (let start = 0; start < linking.length; start += FILES_PER_TRANSACTION) {
    const batch = linking.slice(start, start + FILES_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      const stored = await readRelatedStates(
        tx,
        client,
        batch.map((file) => file.id),
      );
      for (const file of batch) {
        if (jsonEqual(stored.get(file.id) ?? [], file.related)) continue;
        await deleteRelatedFilesOf(tx, client, file.id);
        await insertRelatedFiles(
          tx,
          client,
          file.id,
          file.related.map((related, index) => ({
            relationshipId: createHash('sha256')
              .update(`${file.id}\u0000${index}`)
              .digest('hex')
              .slice(0, 32),
            relatedFileId: related.fileId,
            elementId: related.elementId,
            position: index + 1,
          })),
        );
      }
    });
  }
}

const dataOf = (file: BundleFile): FileDataEntry[] => parseFileData(file.data, 'data');

async function importImages(
  db: Database,
  client: string,
  { bundle }: CheckedBundle,
  options: ImportOptions,
  report: ImportReport,
) {
  for (let start = 0; start < bundle.images.length; start += 50) {
    await db.transaction(async (tx) => {
      for (const image of bundle.images.slice(start, start + 50)) {
        const bytes = Buffer.from(image.bytes, 'base64');
        const row = await insertImageIfMissing(
          tx,
          client,
          {
            id: image.id,
            fileId: image.fileId,
            elementId: image.elementId,
            contentType: image.contentType,
            fileName: image.fileName,
            size: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
            bytes,
          },
          options.userId,
        );
        if (row) report.images++;
      }
    });
  }
}

async function importTrees(db: Database, client: string, { trees }: CheckedBundle, report: ImportReport) {
  const snapshots = new TreeSnapshots();
  for (const tree of trees) {
    await db.transaction(async (tx) => {
      const set = await TreeSet.lock(tx, snapshots, client, tree.frontEndType, [tree.tree]);
      set.replaceEntries(
        tree.tree,
        false,
        tree.directory.map((entry) => ({ ...entry, client })),
      );
      set.replaceEntries(
        tree.tree,
        true,
        tree.recycleBin.map((entry) => ({ ...entry, client })),
      );
      await set.save();
    });
    report.trees++;
  }
}

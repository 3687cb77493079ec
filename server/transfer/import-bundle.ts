import { createHash } from 'node:crypto';
import { clientEntry } from '../../domain/directory/tree-shape';
import { parseFileData } from '../../domain/file/file-input';
import type { FileDataEntry } from '../../domain/file/types';
import { uniqueElements, uniqueKeyOf } from '../../domain/rules/value-rules';
import { flattenElements } from '../../domain/schema/element-ops';
import { jsonEqual } from '../../domain/schema/json-equal';
import { parseSchemaElements } from '../../domain/schema/schema-input';
import type { SchemaElement, SchemaMetadata } from '../../domain/schema/types';
import type { Bundle, BundleFile } from '../../domain/transfer/bundle';
import type { BundleImportReport, BundleProblem } from '../../domain/transfer/import-lines';
import type { Database, Queryable } from '../db/database';
import { badInput } from '../errors';
import { readRelatedStates } from '../history/record-revision';
import { findFiles, insertFiles, replaceFile } from '../repositories/file-repository';
import { insertImageIfMissing } from '../repositories/image-repository';
import type { IndexedTree } from '../repositories/indexed-tree';
import { deleteRelatedFilesOf, insertRelatedFiles } from '../repositories/related-file-repository';
import { findSchema, insertSchema, replaceSchema } from '../repositories/schema-repository';
import { rewriteSearchTextOfSchemaFiles } from '../repositories/search-text-repository';
import { TreeSnapshots } from '../repositories/tree-snapshots';
import { DEFAULT_FRONT_END_TYPE } from '../resolvers/shared/parse-argument';
import { TreeSet } from '../resolvers/shared/tree-set';
import { writtenChecker } from '../rules/assert-rules';
import { rebuildUniqueValues } from '../rules/unique-values';
import { type CheckedBundle, checkBundle } from './check-bundle';
import { deleteClientData } from './delete-client-data';
import { ruleProblemText } from './import-problem-text';
import { type Placing, placeAlongPaths, placeIntoFolder, placeSchemas } from './place-entries';
import { readDataDirectory } from './tree-places';

/** Files written per transaction: a failure loses at most one batch, and a run again goes on from there. */
const FILES_PER_TRANSACTION = 500;
/** Images written per transaction: each may be megabytes. */
const IMAGES_PER_TRANSACTION = 50;

export interface ImportOptions {
  /** Delete the client's schemas, files, trees and history first: the client then holds the bundle alone. */
  replace?: boolean;
  /** Check only and count what would be written; write nothing. */
  dryRun?: boolean;
  /** The user the writes are made as (their `created_by`, `updated_by`). */
  userId: string;
  /** A files bundle: whether schemas the client lacks may be created (default: yes). */
  mayCreateSchemas?: boolean;
  /** A files bundle: the folder of the data directory the files go into, instead of the bundle's places. */
  folderId?: string | null;
  /** The trees the server keeps (default: none kept, as for a command). */
  snapshots?: TreeSnapshots;
  onProgress?: (done: { files: number; totalFiles: number }) => void;
}

export type ImportReport = BundleImportReport;

/** One import under way. */
interface Run {
  db: Database;
  client: string;
  checked: CheckedBundle;
  bundle: Bundle;
  options: ImportOptions;
  snapshots: TreeSnapshots;
  report: ImportReport;
  /** False for a dry run: every step counts what it would write. */
  write: boolean;
  /** Whether a file is in the bundle or the client. */
  hasFile: (id: string) => boolean;
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
 * problem reported), then schemas, files (in transactions of `FILES_PER_TRANSACTION`, a files bundle's
 * places with them), related files, images and trees. An object that exists is updated where it differs,
 * so running an import again after a failure goes on where it stopped; a new object keeps the bundle's
 * version. A client bundle sets whole trees; a files bundle adds entries to the data directory, and to
 * the schema directory for schemas it creates, leaving existing schemas as they are; a schemas bundle
 * creates and updates schemas.
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
  const { checked, problems } = checkBundle(input, { known, mayCreateSchemas: options.mayCreateSchemas });
  report.problems = problems;
  if (!checked) return report;
  const { bundle } = checked;
  if (options.replace && bundle.scope !== 'client') {
    problems.push({ path: 'scope', message: 'Nur ein Bündel im Umfang „client“ ersetzt einen Mandanten.' });
  }
  if (options.folderId != null && bundle.scope !== 'files') {
    problems.push({ path: 'folderId', message: 'Einen Zielordner gibt es nur im Umfang „files“.' });
  }
  const bundleFileIds = new Set(bundle.files.map((file) => file.id));
  const run: Run = {
    db,
    client,
    checked,
    bundle,
    options,
    snapshots: options.snapshots ?? new TreeSnapshots(),
    report,
    write: false,
    hasFile: (id) => bundleFileIds.has(id) || known.fileIds.has(id),
  };
  if (bundle.scope === 'files') {
    const directory = await readDataDirectory(db, client, run.snapshots);
    problems.push(...placeFiles(run, directory, bundle.files).problems);
  }
  // A client replaced is emptied first: none of its files is in the way then.
  const storedFilesMatter =
    bundle.scope === 'files' || bundle.files.some((file) => known.fileIds.has(file.id));
  if (!options.replace && storedFilesMatter) problems.push(...(await againstStoredFiles(run)));
  if (problems.length > 0) return report;
  run.write = !options.dryRun;
  if (run.write) {
    await db.query(`insert into clients (id, name) values ($1, $1) on conflict (id) do nothing`, [client]);
    if (options.replace) await db.transaction((tx) => deleteClientData(tx, client));
  }
  await importSchemas(run);
  await importFiles(run);
  await importImages(run);
  await importTrees(run);
  if (run.write) await rebuildUniqueValuesOf(run);
  return report;
}

/**
 * What the client stores refuses of the bundle's files: a file the client has in another schema (its data
 * would land in a file of a schema it was not written for); and for a files bundle the field rules its files
 * break, as a write of their data would, against the schema the client has (else the bundle's) and what the
 * client stores of each file, so a value kept from before a rule existed passes; unique values against the
 * other files of the bundle and the client's. A client's bundle is otherwise taken as it was exported.
 */
async function againstStoredFiles({ db, client, bundle }: Run): Promise<BundleProblem[]> {
  const rulesApply = bundle.scope === 'files';
  const checks = new Map<
    string,
    { elements: SchemaElement[]; broken: ReturnType<typeof writtenChecker>; unique: SchemaElement[] }
  >();
  const checkOf = async (schemaId: string) => {
    let check = checks.get(schemaId);
    if (!check) {
      const ofBundle = bundle.schemas.find((schema) => schema.id === schemaId);
      const elements =
        (await findSchema(db, client, schemaId))?.elements ??
        (ofBundle ? parseSchemaElements(ofBundle.elements) : []);
      check = {
        elements: flattenElements(elements),
        broken: writtenChecker(elements),
        unique: uniqueElements(elements),
      };
      checks.set(schemaId, check);
    }
    return check;
  };
  const bundleFiles = new Map(bundle.files.map((file) => [file.id, file]));
  // The first file of the bundle giving each new unique value, by schema, element and value.
  const firstWith = new Map<string, number>();
  const problems: BundleProblem[] = [];
  for (let start = 0; start < bundle.files.length; start += FILES_PER_TRANSACTION) {
    const batch = bundle.files.slice(start, start + FILES_PER_TRANSACTION);
    const stored = new Map(
      (
        await findFiles(
          db,
          client,
          batch.map((file) => file.id),
        )
      ).map((file) => [file.id, file]),
    );
    const given: GivenValue[] = [];
    // The batch's problems by the place of their file, reported in the order of the files.
    const found: { index: number; problem: BundleProblem }[] = [];
    for (const [offset, file] of batch.entries()) {
      const index = start + offset;
      const path = `files[${index}] („${file.id}“)`;
      const before = stored.get(file.id);
      if (before && before.schemaId !== file.schemaId) {
        const message = `Die Datei gehört in Alloy zu einem anderen Schema („${before.schemaId}“).`;
        found.push({ index, problem: { path, message } });
        continue;
      }
      if (!rulesApply) continue;
      const { elements, broken, unique } = await checkOf(file.schemaId);
      const data = dataOf(file);
      for (const { elementId, problems: rules } of broken(data, before?.data ?? [])) {
        const label = elements.find((element) => element.elementId === elementId)?.label || elementId;
        for (const rule of rules)
          found.push({ index, problem: { path, message: `„${label}“ ${ruleProblemText(rule)}` } });
      }
      for (const element of unique) {
        const key = uniqueKeyOf(data, element.elementId);
        // A value kept as it is stored passes, as a write keeping it would.
        if (key === null || key === uniqueKeyOf(before?.data ?? [], element.elementId)) continue;
        const label = element.label || element.elementId;
        const id = valueId(file.schemaId, element.elementId, key);
        const earlier = firstWith.get(id);
        if (earlier === undefined) {
          firstWith.set(id, index);
          given.push({ index, file, label, elementId: element.elementId, key });
        } else {
          const first = bundle.files[earlier] as BundleFile;
          const message = `„${label}“ hat denselben Wert wie files[${earlier}] („${first.id}“).`;
          found.push({ index, problem: { path, message } });
        }
      }
    }
    found.push(...(await heldElsewhere(db, client, given, bundleFiles)));
    problems.push(...found.sort((a, b) => a.index - b.index).map(({ problem }) => problem));
  }
  return problems;
}

/** A unique value a file of a bundle gives (`index`: the file's place in the bundle). */
interface GivenValue {
  index: number;
  file: BundleFile;
  label: string;
  elementId: string;
  key: string;
}

/** Identifies a unique value: of which schema's element, and the value as uniqueness compares it. */
const valueId = (schemaId: string, elementId: string, key: string) =>
  `${schemaId}\u0000${elementId}\u0000${key}`;

/**
 * New unique values of a bundle's files (`given`) that another file of the client holds: one outside the
 * bundle, or one of it that keeps the value.
 */
async function heldElsewhere(
  db: Queryable,
  client: string,
  given: GivenValue[],
  bundleFiles: ReadonlyMap<string, BundleFile>,
): Promise<{ index: number; problem: BundleProblem }[]> {
  if (given.length === 0) return [];
  const holders = await db.query<{
    schema_id: string;
    element_id: string;
    value_key: string;
    file_id: string;
  }>(
    `select u.schema_id, u.element_id, u.value_key, u.file_id
       from unnest($2::text[], $3::text[], $4::text[]) as v (schema_id, element_id, value_key)
       join unique_values u on u.client_id = $1 and u.schema_id = v.schema_id
                           and u.element_id = v.element_id and u.value_key = v.value_key`,
    [
      client,
      given.map((value) => value.file.schemaId),
      given.map((value) => value.elementId),
      given.map((value) => value.key),
    ],
  );
  const holderOf = new Map(
    holders.map((row) => [valueId(row.schema_id, row.element_id, row.value_key), row.file_id]),
  );
  return given.flatMap((value) => {
    const holder = holderOf.get(valueId(value.file.schemaId, value.elementId, value.key));
    if (holder === undefined || holder === value.file.id) return [];
    const holderInBundle = bundleFiles.get(holder);
    // A file of the bundle that holds the value now gives it up or keeps it, as the bundle says.
    if (holderInBundle && uniqueKeyOf(dataOf(holderInBundle), value.elementId) !== value.key) return [];
    const path = `files[${value.index}] („${value.file.id}“)`;
    const message = `„${value.label}“ ist schon in einer anderen Datei dieses Schemas vergeben.`;
    return [{ index: value.index, problem: { path, message } }];
  });
}

/** Where a files bundle's files go in the data directory `tree`: into the chosen folder, or their places. */
function placeFiles(run: Run, tree: IndexedTree, files: readonly BundleFile[]): Placing {
  const { folderId } = run.options;
  if (folderId != null) return placeIntoFolder(tree, run.client, files, folderId);
  const byId = new Map(files.map((file) => [file.id, file]));
  const places = run.bundle.places.flatMap((place, index) => {
    const file = byId.get(place.fileId);
    return file ? [{ index, place, file }] : [];
  });
  return placeAlongPaths(tree, run.client, places);
}

async function importSchemas({ db, client, bundle, options, snapshots, report, write }: Run) {
  await db.transaction(async (tx) => {
    // Like `saveSchema`, the schema directory first: writers lock in one order.
    const trees =
      write && bundle.scope !== 'client'
        ? await TreeSet.lock(tx, snapshots, client, DEFAULT_FRONT_END_TYPE, ['SCHEMA'])
        : null;
    const created: { id: string; schemaId: string; label: string }[] = [];
    for (const schema of bundle.schemas) {
      const elements = parseSchemaElements(schema.elements);
      const metadata = schema.metadata as SchemaMetadata;
      const current = await findSchema(tx, client, schema.id, write);
      if (!current) {
        report.schemas.created++;
        created.push({ id: schema.id, schemaId: schema.id, label: schema.label });
        if (!write) continue;
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
      } else if (
        bundle.scope !== 'files' &&
        (current.label !== schema.label ||
          !jsonEqual(current.elements, elements) ||
          !jsonEqual(current.metadata, metadata))
      ) {
        report.schemas.updated++;
        if (!write) continue;
        await replaceSchema(tx, client, current, { label: schema.label, metadata, elements }, options.userId);
        await rewriteSearchTextOfSchemaFiles(tx, client, schema.id, elements);
      }
    }
    if (trees && created.length > 0) {
      await trees.change(
        'SCHEMA',
        false,
        placeSchemas(await trees.indexed('SCHEMA', false), client, created),
      );
      await trees.save();
    }
  });
}

async function importFiles(run: Run) {
  const { db, client, bundle, options, report, write } = run;
  const elementsOf = new Map<string, Awaited<ReturnType<typeof findSchema>>>();
  const schemaOf = async (tx: Queryable, id: string) => {
    if (!elementsOf.has(id)) elementsOf.set(id, await findSchema(tx, client, id));
    return elementsOf.get(id)?.elements ?? [];
  };
  const total = bundle.files.length;
  for (let start = 0; start < total; start += FILES_PER_TRANSACTION) {
    const batch = bundle.files.slice(start, start + FILES_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      // Like `saveFile`, the data directory first.
      const trees =
        write && bundle.scope === 'files'
          ? await TreeSet.lock(tx, run.snapshots, client, DEFAULT_FRONT_END_TYPE, ['DATA'])
          : null;
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
      report.files.created += created.length;
      for (const schemaId of write ? new Set(created.map((file) => file.schemaId)) : []) {
        const files = created.filter((file) => file.schemaId === schemaId);
        await insertFiles(
          tx,
          client,
          files.map((file) => ({ id: file.id, schemaId, label: file.label, data: dataOf(file) })),
          await schemaOf(tx, schemaId),
          options.userId,
        );
      }
      if (write && created.length > 0) {
        await tx.query(
          `update files f set version = v.version
             from unnest($2::text[], $3::int[]) as v (id, version)
            where f.client_id = $1 and f.id = v.id`,
          [client, created.map((file) => file.id), created.map((file) => file.version)],
        );
      }
      for (const file of batch) {
        const current = existing.get(file.id);
        if (!current) continue;
        const data = dataOf(file);
        if (current.label === file.label && jsonEqual(current.data, data)) {
          report.files.unchanged++;
          continue;
        }
        report.files.updated++;
        if (!write) continue;
        await replaceFile(
          tx,
          client,
          current,
          { label: file.label, data },
          await schemaOf(tx, current.schemaId),
          options.userId,
        );
        if (trees && current.label !== file.label) {
          await trees.renameEntriesOf('DATA', file.id, file.label || file.id);
        }
      }
      if (trees) {
        const placing = placeFiles(run, await trees.indexed('DATA', false), batch);
        const [problem] = placing.problems;
        // The directory changed since the check.
        if (problem) throw badInput(`${problem.path}: ${problem.message}`);
        await trees.change('DATA', false, placing.rows);
        await trees.save();
      }
    });
    options.onProgress?.({ files: Math.min(total, start + FILES_PER_TRANSACTION), totalFiles: total });
  }
  if (write) await importRelatedFiles(run);
}

/** Related files once every file is there: a file may relate to one further on. */
async function importRelatedFiles({ db, client, bundle, hasFile }: Run) {
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
        const related = file.related.filter((item) => hasFile(item.fileId));
        const before = stored.get(file.id) ?? [];
        if (jsonEqual(before, related)) continue;
        if (before.length > 0) await deleteRelatedFilesOf(tx, client, file.id);
        await insertRelatedFiles(
          tx,
          client,
          file.id,
          related.map((item, index) => ({
            relationshipId: createHash('sha256')
              .update(`${file.id}\u0000${index}`)
              .digest('hex')
              .slice(0, 32),
            relatedFileId: item.fileId,
            elementId: item.elementId,
            position: index + 1,
          })),
        );
      }
    });
  }
}

const dataOf = (file: BundleFile): FileDataEntry[] => parseFileData(file.data, 'data');

async function importImages({ db, client, bundle, options, report, write }: Run) {
  for (let start = 0; start < bundle.images.length; start += IMAGES_PER_TRANSACTION) {
    const batch = bundle.images.slice(start, start + IMAGES_PER_TRANSACTION);
    if (!write) {
      const stored = await db.query<{ id: string }>(
        'select id from images where client_id = $1 and id = any($2::text[])',
        [client, batch.map((image) => image.id)],
      );
      report.images += batch.length - stored.length;
      continue;
    }
    await db.transaction(async (tx) => {
      for (const image of batch) {
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

async function importTrees({ db, client, checked, snapshots, report, write }: Run) {
  for (const tree of checked.trees) {
    report.trees++;
    if (!write) continue;
    await db.transaction(async (tx) => {
      const set = await TreeSet.lock(tx, snapshots, client, tree.frontEndType, [tree.tree]);
      set.replaceEntries(
        tree.tree,
        false,
        tree.directory.map((entry) => clientEntry(entry, client)),
      );
      set.replaceEntries(
        tree.tree,
        true,
        tree.recycleBin.map((entry) => clientEntry(entry, client)),
      );
      await set.save();
    });
  }
}

/** Unique values held anew for the schemas written and those of the files written. */
async function rebuildUniqueValuesOf({ db, client, bundle }: Run) {
  const schemaIds = new Set([
    ...(bundle.scope === 'files' ? [] : bundle.schemas.map((schema) => schema.id)),
    ...bundle.files.map((file) => file.schemaId),
  ]);
  await db.transaction(async (tx) => {
    for (const schemaId of schemaIds) {
      const schema = await findSchema(tx, client, schemaId);
      if (schema) await rebuildUniqueValues(tx, client, schemaId, schema.elements);
    }
  });
}

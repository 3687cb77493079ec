import { randomUUID } from 'node:crypto';
import { mergeFileData } from '../../domain/file/file-data-ops';
import { FILE_ID_PATTERN } from '../../domain/file/types';
import { uniqueElements, uniqueKeyOf } from '../../domain/rules/value-rules';
import { flattenElements } from '../../domain/schema/element-ops';
import { jsonEqual } from '../../domain/schema/json-equal';
import type { SchemaElement } from '../../domain/schema/types';
import { mappingProblems } from '../../domain/transfer/column-mapping';
import { IMPORT_LIMITS, importedRow } from '../../domain/transfer/import-cells';
import type { Queryable } from '../db/database';
import { badInput } from '../errors';
import { findFiles, insertFiles, replaceFile } from '../repositories/file-repository';
import type { TreeSnapshots } from '../repositories/tree-snapshots';
import { assertTakesEntries } from '../resolvers/shared/directory-entry-write';
import { addEntries } from '../resolvers/shared/entry-rows';
import { newEntry } from '../resolvers/shared/new-entry';
import { DEFAULT_FRONT_END_TYPE } from '../resolvers/shared/parse-argument';
import { TreeSet } from '../resolvers/shared/tree-set';
import { changedElementIds, writtenChecker } from '../rules/assert-rules';
import { holdNewFilesUniqueValues, holdUniqueValues } from '../rules/unique-values';
import { CELL_PROBLEM_TEXTS, ruleProblemText, targetName } from './import-problem-text';
import { readDataDirectory } from './tree-places';

export interface ImportProblem {
  row: number;
  target: string | null;
  code: string;
  message: string;
}

export interface ImportRowsInput {
  schema: { id: string; elements: SchemaElement[] };
  rows: string[][];
  columns: { index: number; target: string }[];
  folderId: string | null;
  matchBy: string;
  firstRow: number;
  dryRun: boolean;
}

/**
 * Imports a batch of a table's rows as files of a schema (see the API's `importFiles`), inside the
 * caller's transaction: every row read and checked first (cells, rules, unique values, matches); with a
 * problem, or as a dry run, nothing is written. Otherwise matched files are updated where they differ and
 * the others created in `folderId`, in one write of the data tree.
 */
export async function importRows(
  tx: Queryable,
  snapshots: TreeSnapshots,
  viewer: { client: string; userId: string },
  input: ImportRowsInput,
): Promise<{ created: number; updated: number; problems: ImportProblem[] }> {
  const { schema, client } = { schema: input.schema, client: viewer.client };
  const elements = new Map(flattenElements(schema.elements).map((element) => [element.elementId, element]));
  if (input.rows.length > IMPORT_LIMITS.maxRows) {
    throw badInput(`At most ${IMPORT_LIMITS.maxRows} rows at a time.`, { path: 'rows' });
  }
  if (input.columns.length > IMPORT_LIMITS.maxColumns) {
    throw badInput(`At most ${IMPORT_LIMITS.maxColumns} columns.`, { path: 'columns' });
  }
  const targets: (string | null)[] = [];
  for (const [index, column] of input.columns.entries()) {
    const known = column.target === 'id' || column.target === 'label' || elements.has(column.target);
    if (!known)
      throw badInput(`The schema has no element "${column.target}".`, { path: `columns[${index}].target` });
    if (!Number.isInteger(column.index) || column.index < 0 || column.index >= IMPORT_LIMITS.maxColumns) {
      throw badInput('index must be a cell of the row.', { path: `columns[${index}].index` });
    }
    if (targets.includes(column.target)) {
      throw badInput(`Two columns go to "${column.target}".`, { path: `columns[${index}].target` });
    }
    if (targets[column.index] !== undefined) {
      throw badInput(`Two columns read cell ${column.index}.`, { path: `columns[${index}].index` });
    }
    targets[column.index] = column.target;
  }
  const unique = uniqueElements(schema.elements);
  const matchElement =
    input.matchBy === 'id' ? null : unique.find((element) => element.elementId === input.matchBy);
  if (input.matchBy !== 'id' && !matchElement) {
    throw badInput('matchBy must be "id" or an Input element of the schema that wants unique values.', {
      path: 'matchBy',
    });
  }
  // Without the id, every row is a new file; without the element matched on, no row could name one.
  const mapping = mappingProblems(
    Array.from(targets, (target) => target ?? null),
    input.matchBy,
  );
  if (mapping.some((problem) => problem.kind === 'matchByUnmapped')) {
    throw badInput(`No column goes to "${input.matchBy}", which matchBy names.`, { path: 'matchBy' });
  }
  if (input.rows.some((cells) => cells.some((cell) => cell.length > IMPORT_LIMITS.maxCell))) {
    throw badInput(`A cell holds at most ${IMPORT_LIMITS.maxCell} characters.`, { path: 'rows' });
  }

  const problems: ImportProblem[] = [];
  const report = (row: number, target: string | null, code: string, text: string) =>
    problems.push({ row, target, code, message: `${targetName(elements, target)} ${text}` });
  const rows = input.rows.map((cells, index) => ({
    number: input.firstRow + index,
    ...importedRow(
      Array.from(targets, (target) => target ?? null),
      elements,
      cells,
    ),
  }));
  for (const row of rows) {
    for (const { target, problem } of row.problems)
      report(row.number, target, problem, CELL_PROBLEM_TEXTS[problem]);
  }

  // Which rows name a file there is: by id, or by the value of the unique element matched on.
  const matchKey = (row: (typeof rows)[number]) => {
    if (!matchElement) return row.id;
    return uniqueKeyOf(row.data, matchElement.elementId);
  };
  const keys = rows.map(matchKey);
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const key = keys[index];
    if (key === null || key === undefined) return;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      report(row.number, null, 'duplicateInImport', `nennt dieselbe Datei wie Zeile ${earlier}.`);
    else seen.set(key, row.number);
  });
  const matchedIds = matchElement
    ? new Map(
        (
          await tx.query<{ value_key: string; file_id: string }>(
            `select value_key, file_id from unique_values
              where client_id = $1 and schema_id = $2 and element_id = $3 and value_key = any($4::text[])`,
            [client, schema.id, matchElement.elementId, [...seen.keys()]],
          )
        ).map((item) => [item.value_key, item.file_id]),
      )
    : new Map([...seen.keys()].map((key) => [key, key]));
  const existing = new Map(
    (await findFiles(tx, client, [...new Set(matchedIds.values())])).map((file) => [file.id, file]),
  );

  const brokenRules = writtenChecker(schema.elements);
  const plans = rows.map((row, index) => {
    const key = keys[index];
    const file = key ? existing.get(matchedIds.get(key) ?? '') : undefined;
    if (file && file.schemaId !== schema.id) {
      report(row.number, 'id', 'otherSchema', 'nennt eine Datei eines anderen Schemas.');
    }
    // A new file takes its id from the row only when it is one a file can have, as `saveFile` takes it.
    if (!file && row.id !== null && !FILE_ID_PATTERN.test(row.id)) {
      report(row.number, 'id', 'id', 'besteht aus 1 bis 64 Buchstaben, Ziffern, „_“ oder „-“.');
    }
    const stored = file?.schemaId === schema.id ? file : undefined;
    const data = stored ? mergeFileData(stored.data, row.data) : row.data;
    for (const broken of brokenRules(row.data, stored?.data ?? [])) {
      for (const problem of broken.problems) {
        report(row.number, broken.elementId, `rule:${problem.rule}`, ruleProblemText(problem));
      }
    }
    return { row, stored, data, id: stored?.id ?? row.id ?? randomUUID() };
  });

  // Unique values: against other files and among the rows.
  for (const element of unique) {
    const values = plans.flatMap((plan) => {
      const key = uniqueKeyOf(plan.row.data, element.elementId);
      return key === null ? [] : [{ plan, key }];
    });
    const holders = new Map(
      (
        await tx.query<{ value_key: string; file_id: string }>(
          `select value_key, file_id from unique_values
            where client_id = $1 and schema_id = $2 and element_id = $3 and value_key = any($4::text[])`,
          [client, schema.id, element.elementId, values.map((value) => value.key)],
        )
      ).map((item) => [item.value_key, item.file_id]),
    );
    const taken = new Map<string, number>();
    for (const { plan, key } of values) {
      const holder = holders.get(key);
      const first = taken.get(key);
      if ((holder !== undefined && holder !== plan.id) || (first !== undefined && element !== matchElement)) {
        report(
          plan.row.number,
          element.elementId,
          'unique',
          'ist schon in einer anderen Datei dieses Schemas vergeben.',
        );
      }
      taken.set(key, plan.row.number);
    }
  }

  const created = plans.filter((plan) => !plan.stored);
  const changed = plans.filter(
    (plan) =>
      plan.stored &&
      (!jsonEqual(plan.stored.data, plan.data) ||
        (plan.row.label !== null && plan.row.label !== plan.stored.label)),
  );
  const result = {
    created: created.length,
    updated: changed.length,
    problems: problems.sort((a, b) => a.row - b.row),
  };
  if (input.dryRun && input.folderId !== null) {
    // A dry run answers for the folder too, as the import would: it takes no lock, the import checks again.
    assertTakesEntries(await readDataDirectory(tx, client, snapshots), input.folderId, 'DATA', 'folderId');
  }
  if (problems.length > 0 || input.dryRun) return result;

  const trees = await TreeSet.lock(tx, snapshots, client, DEFAULT_FRONT_END_TYPE, ['DATA']);
  const directory = await trees.indexed('DATA', false);
  if (input.folderId !== null) assertTakesEntries(directory, input.folderId, 'DATA', 'folderId');
  const stored = await insertFiles(
    tx,
    client,
    created.map((plan) => ({
      id: plan.id,
      schemaId: schema.id,
      label: plan.row.label ?? plan.id,
      data: plan.data,
    })),
    schema.elements,
    viewer.userId,
  );
  if (stored.length !== created.length)
    throw badInput('A file id of the import is taken by a file of another schema.', { path: 'rows' });
  await holdNewFilesUniqueValues(tx, client, stored, schema.elements, () => 'rows');
  const entries = stored.map((file) =>
    newEntry(client, { id: randomUUID(), name: file.label || file.id, fileId: file.id, schemaId: schema.id }),
  );
  if (entries.length > 0) await trees.change('DATA', false, addEntries(directory, entries, input.folderId));
  for (const plan of changed) {
    const current = plan.stored as NonNullable<typeof plan.stored>;
    const label = plan.row.label ?? current.label;
    const updated = await replaceFile(
      tx,
      client,
      current,
      { label, data: plan.data },
      schema.elements,
      viewer.userId,
    );
    await holdUniqueValues(
      tx,
      client,
      updated,
      schema.elements,
      changedElementIds(plan.row.data, current.data),
      () => 'rows',
    );
    if (label !== current.label) await trees.renameEntriesOf('DATA', current.id, label || current.id);
  }
  await trees.save();
  return result;
}

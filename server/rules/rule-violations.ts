import { type FileDataEntry, MODEL_VALUE_KEY } from '../../domain/file/types';
import { rulesOf } from '../../domain/rules/field-rules';
import {
  dataProblems,
  isEmptyValue,
  relatedCountProblem,
  uniqueElements,
  uniqueKey,
} from '../../domain/rules/value-rules';
import { flattenElements } from '../../domain/schema/element-ops';
import type { SchemaElement } from '../../domain/schema/types';
import type { Queryable } from '../db/database';

/** Files listed per broken rule; the rest are counted. */
export const VIOLATIONS_LISTED = 50;

/** Rows read at a time. */
const BATCH = 1_000;

export interface ViolatingFile {
  id: string;
  label: string;
}

export interface RuleViolations {
  elementId: string;
  rule: string;
  count: number;
  files: ViolatingFile[];
}

/**
 * The files of a schema whose stored values break the schema's rules now, by element and rule, in the
 * order of the elements: values (`dataProblems` over every element), values another file holds first
 * where they must be unique, and counts of related files. Read a batch of files at a time.
 */
export async function findRuleViolations(
  db: Queryable,
  client: string,
  schemaId: string,
  elements: SchemaElement[],
): Promise<RuleViolations[]> {
  const ruled = flattenElements(elements).filter((element) => Object.keys(rulesOf(element)).length > 0);
  if (ruled.length === 0) return [];
  const found = new Map<string, { elementId: string; rule: string; files: ViolatingFile[] }>();
  const report = (elementId: string, rule: string, file: ViolatingFile) => {
    const key = `${elementId}\u0000${rule}`;
    const entry = found.get(key) ?? { elementId, rule, files: [] };
    entry.files.push(file);
    found.set(key, entry);
  };
  const unique = uniqueElements(elements);
  const held = new Map(
    (
      await db.query<{ element_id: string; value_key: string; file_id: string }>(
        'select element_id, value_key, file_id from unique_values where client_id = $1 and schema_id = $2',
        [client, schemaId],
      )
    ).map((row) => [`${row.element_id}\u0000${row.value_key}`, row.file_id]),
  );
  const bounded = ruled.filter((element) => element.componentId === 'Relationship');
  const relatedCounts = new Map(
    bounded.length === 0
      ? []
      : (
          await db.query<{ file_id: string; element_id: string; count: number }>(
            `select r.file_id, r.element_id, count(*)::int as count
               from related_files r join files f on f.client_id = r.client_id and f.id = r.file_id
              where r.client_id = $1 and f.schema_id = $2 and r.element_id is not null
              group by r.file_id, r.element_id`,
            [client, schemaId],
          )
        ).map((row) => [`${row.file_id}\u0000${row.element_id}`, row.count]),
  );
  for (let after = ''; ; ) {
    const rows = await db.query<{ id: string; label: string; data: FileDataEntry[] }>(
      `select id, label, data from files where client_id = $1 and schema_id = $2 and id > $3
        order by id limit ${BATCH}`,
      [client, schemaId, after],
    );
    for (const row of rows) {
      const file = { id: row.id, label: row.label };
      for (const broken of dataProblems(ruled, row.data, true)) {
        for (const rule of new Set(broken.problems.map((problem) => problem.rule))) {
          report(broken.elementId, rule, file);
        }
      }
      const values = new Map(row.data.map((entry) => [entry.elementId, entry[MODEL_VALUE_KEY]]));
      for (const element of unique) {
        const value = values.get(element.elementId);
        if (isEmptyValue(value)) continue;
        const holder = held.get(`${element.elementId}\u0000${uniqueKey(value)}`);
        if (holder !== undefined && holder !== row.id) report(element.elementId, 'unique', file);
      }
      for (const element of bounded) {
        const count = relatedCounts.get(`${row.id}\u0000${element.elementId}`) ?? 0;
        const problem = relatedCountProblem(element, count);
        if (problem) report(element.elementId, problem.rule, file);
      }
    }
    if (rows.length < BATCH) break;
    after = (rows.at(-1) as { id: string }).id;
  }
  const order = new Map(flattenElements(elements).map((element, index) => [element.elementId, index]));
  return [...found.values()]
    .sort(
      (a, b) => (order.get(a.elementId) ?? 0) - (order.get(b.elementId) ?? 0) || a.rule.localeCompare(b.rule),
    )
    .map(({ elementId, rule, files }) => ({
      elementId,
      rule,
      count: files.length,
      files: files
        .sort((a, b) => a.label.localeCompare(b.label, 'de') || a.id.localeCompare(b.id))
        .slice(0, VIOLATIONS_LISTED),
    }));
}

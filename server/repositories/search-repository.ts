import type { FileDataEntry } from '../../domain/file/types';
import type { SchemaElement } from '../../domain/schema/types';
import { fullTextQuery, type SearchQuery } from '../../domain/search/search-query';
import type { Queryable } from '../db/database';

/**
 * How alike two words (trigrams, `similarity`) or a query and part of a title (`word_similarity`) must be
 * to count as one mistyped: 0.5 takes "Heizng" for "Heizung" and "Mueller" for "Müller" (PostgreSQL's
 * defaults are 0.3 and 0.6).
 */
const TYPO_THRESHOLD = '0.5';
/** Words of the vocabulary a query word may stand for, the closest first. */
const STAND_INS = 5;
/** Trigrams need three characters: shorter queries match parts of words by full text alone. */
const MIN_TRIGRAM_QUERY = 3;

export interface FileMatch {
  id: string;
  label: string;
  schemaId: string;
  data: FileDataEntry[];
}

export interface SchemaMatch {
  id: string;
  label: string;
  elements: SchemaElement[];
}

export interface FolderMatch {
  id: string;
  name: string;
  tree: 'DATA' | 'SCHEMA';
}

export interface Matches {
  files: FileMatch[];
  /** The elements of the files' schemas, by schema id. */
  fileSchemas: Map<string, SchemaElement[]>;
  schemas: SchemaMatch[];
  folders: FolderMatch[];
}

/**
 * Parameters the statements share: $1 the client, $2 the full-text query, $3 the query for trigrams
 * (null: too short), $4 how many rows at most, $5 the front end type of the trees.
 */
const PATTERN = `'%' || replace(replace(replace(search_folded($3), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
const QUERY = `to_tsquery('german', $2)`;

/** A title (folded) holds the query, or holds it mistyped. */
const titleMatches = (title: string) => `(${title} like ${PATTERN} or search_folded($3) <% ${title})`;

/** A file or schema (`id`) placed in the recycle bin of its tree and nowhere in the tree itself. */
const onlyInBin = (tree: 'DATA' | 'SCHEMA', id: string) => {
  const placed = (bin: boolean) => `exists (
    select 1 from directory_entries e
     where e.client_id = $1 and e.tree = '${tree}' and e.file_id = ${id} and not e.removed
       and e.front_end_type = $5 and ${bin ? '' : 'not '}e.bin)`;
  return `(${placed(true)} and not ${placed(false)})`;
};

/**
 * The words of the client's vocabulary each query word may stand for: mistyped, or as part of a longer
 * word ("pumpe" for "wärmepumpe"), the closest first. One statement a word: the index of trigrams is
 * used for a word given, not for one joined from a list.
 */
async function standIns(tx: Queryable, client: string, words: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const word of words) {
    const rows = await tx.query<{ word: string }>(
      `select word from search_vocabulary
        where client_id = $1
          and (search_folded(word) % search_folded($2)
               ${word.length >= MIN_TRIGRAM_QUERY ? `or search_folded(word) like '%' || search_folded($2) || '%'` : ''})
        order by similarity(search_folded(word), search_folded($2)) desc, word
        limit ${STAND_INS}`,
      [client, word],
    );
    found.set(
      word,
      rows.map((row) => row.word),
    );
  }
  return found;
}

/**
 * Files, schemas and folders (of the trees of `frontEndType`) of the client that match the query, `limit`
 * of each kind at most: files whose label matches first, then files whose words do, in no particular
 * order (a word in every file must not cost a sort of every file). Runs in one transaction, which sets
 * how alike a mistyped word must be.
 */
export function findMatches(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  client: string,
  frontEndType: string,
  query: SearchQuery,
  limit: number,
): Promise<Matches> {
  const trigrams = [...query.text].length >= MIN_TRIGRAM_QUERY ? query.text : null;
  return db.transaction(async (tx) => {
    // Bitmap scans only: PGlite gathers no statistics, and without them the planner would walk all of a
    // client's rows, expecting the first few to match, where the full-text and trigram indexes find them.
    await tx.query(
      `select set_config('pg_trgm.similarity_threshold', $1, true),
              set_config('pg_trgm.word_similarity_threshold', $1, true),
              set_config('enable_seqscan', 'off', true),
              set_config('enable_indexscan', 'off', true)`,
      [TYPO_THRESHOLD],
    );
    const fullText = fullTextQuery(query.words, await standIns(tx, client, query.words));
    const params = [client, fullText, trigrams, limit, frontEndType];
    const byTitle = await tx.query<{ id: string; label: string; schema_id: string; data: FileDataEntry[] }>(
      `select f.id, f.label, f.schema_id, f.data from files f
        where f.client_id = $1
          and (to_tsvector('german', f.label) @@ ${QUERY} or ${titleMatches('search_folded(f.label)')})
          and not ${onlyInBin('DATA', 'f.id')}
        limit $4`,
      params,
    );
    // Here $3 is the files found by their label, the rest as above.
    const byWords = await tx.query<{ id: string; label: string; schema_id: string; data: FileDataEntry[] }>(
      `select f.id, f.label, f.schema_id, f.data from files f
        where f.client_id = $1 and f.search_words @@ ${QUERY} and not f.id = any($3::text[])
          and not ${onlyInBin('DATA', 'f.id')}
        limit $4 - cardinality($3::text[])`,
      [client, fullText, byTitle.map((file) => file.id), limit, frontEndType],
    );
    const schemas = await tx.query<SchemaMatch>(
      `select s.id, s.label, s.elements from schemas s
        where s.client_id = $1
          and (s.search_words @@ ${QUERY} or ${titleMatches('search_folded(s.label)')})
          and not ${onlyInBin('SCHEMA', 's.id')}
        order by coalesce(${titleMatches('search_folded(s.label)')}, false) desc, s.label, s.id
        limit $4`,
      params,
    );
    const folders = await tx.query<FolderMatch>(
      `select e.id, e.name, e.tree from directory_entries e
        where e.client_id = $1 and e.front_end_type = $5 and e.file_id is null and not e.removed
          and not e.bin
          and (to_tsvector('german', e.name) @@ ${QUERY} or ${titleMatches('search_folded(e.name)')})
        order by coalesce(word_similarity(search_folded($3), search_folded(e.name)), 0) desc,
                 e.tree, e.name, e.id
        limit $4`,
      params,
    );
    const files = [...byTitle, ...byWords];
    const fileSchemas = await tx.query<{ id: string; elements: SchemaElement[] }>(
      'select id, elements from schemas where client_id = $1 and id = any($2::text[])',
      [client, [...new Set(files.map((file) => file.schema_id))]],
    );
    return {
      files: files.map((row) => ({
        id: row.id,
        label: row.label,
        schemaId: row.schema_id,
        data: row.data,
      })),
      fileSchemas: new Map(fileSchemas.map((row) => [row.id, row.elements])),
      schemas,
      folders,
    };
  });
}

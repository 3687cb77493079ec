import type { FileDataEntry } from '../../domain/file/types';
import type { SchemaElement } from '../../domain/schema/types';
import type { SearchQuery } from '../../domain/search/search-query';
import type { Queryable } from '../db/database';

/**
 * How alike a query and a stretch of a text must be (trigrams, `word_similarity`) to count as the query
 * mistyped: 0.5 finds "Heizng" in "Heizung" and "Mueller" in "Müller" (PostgreSQL's default is 0.6).
 */
const TYPO_THRESHOLD = '0.5';
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
 * Parameters every search statement shares: $1 the client, $2 the full-text query (null: none), $3 the
 * query for trigrams (null: too short), $4 how many rows at most, $5 the front end type of the trees.
 */
const PATTERN = `'%' || replace(replace(replace(search_folded($3), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/** `text` (folded) matches: `words` by stem, or `text` holds the query, or holds it mistyped. */
const matches = (words: string, text: string) =>
  `(${words} @@ to_tsquery('german', $2) or ${text} like ${PATTERN} or search_folded($3) <% ${text})`;

/** Best first: the title holds the query, then a stem matches, then the closest, then the newest. */
const bestFirst = (title: string, words: string, text: string) => `
  coalesce(search_folded(${title}) like ${PATTERN}, false) desc,
  coalesce(${words} @@ to_tsquery('german', $2), false) desc,
  coalesce(word_similarity(search_folded($3), ${text}), 0) desc`;

const FILE_TEXT = `search_folded(f.label || E'\\n' || coalesce(f.search_text, ''))`;
const SCHEMA_TEXT = `search_folded(s.label || E'\\n' || coalesce(s.search_text, ''))`;

/** A file or schema (`id`) placed in the recycle bin of its tree and nowhere in the tree itself. */
const onlyInBin = (tree: 'DATA' | 'SCHEMA', id: string) => {
  const placed = (bin: boolean) => `exists (
    select 1 from directory_entries e
     where e.client_id = $1 and e.tree = '${tree}' and e.file_id = ${id} and not e.removed
       and e.front_end_type = $5 and ${bin ? '' : 'not '}e.bin)`;
  return `(${placed(true)} and not ${placed(false)})`;
};

/**
 * Files, schemas and folders (of the trees of `frontEndType`) of the client that match the query, best
 * first, `limit` of each kind at most. Runs in one transaction, which sets how alike a mistyped word must be.
 */
export function findMatches(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  client: string,
  frontEndType: string,
  query: SearchQuery,
  limit: number,
): Promise<Matches> {
  const trigrams = [...query.text].length >= MIN_TRIGRAM_QUERY ? query.text : null;
  const params = [client, query.fullText || null, trigrams, limit, frontEndType];
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [TYPO_THRESHOLD]);
    const files = await tx.query<FileMatch & { schema_id: string }>(
      `select f.id, f.label, f.schema_id, f.data from files f
        where f.client_id = $1 and ${matches('f.search_words', FILE_TEXT)}
          and not ${onlyInBin('DATA', 'f.id')}
        order by ${bestFirst('f.label', 'f.search_words', FILE_TEXT)}, f.updated_at desc, f.id
        limit $4`,
      params,
    );
    const schemas = await tx.query<SchemaMatch>(
      `select s.id, s.label, s.elements from schemas s
        where s.client_id = $1 and ${matches('s.search_words', SCHEMA_TEXT)}
          and not ${onlyInBin('SCHEMA', 's.id')}
        order by ${bestFirst('s.label', 's.search_words', SCHEMA_TEXT)}, s.label, s.id
        limit $4`,
      params,
    );
    const folders = await tx.query<FolderMatch>(
      `select e.id, e.name, e.tree from directory_entries e
        where e.client_id = $1 and e.front_end_type = $5 and e.file_id is null and not e.removed
          and not e.bin and ${matches(`to_tsvector('german', e.name)`, 'search_folded(e.name)')}
        order by ${bestFirst('e.name', `to_tsvector('german', e.name)`, 'search_folded(e.name)')},
                 e.tree, e.name, e.id
        limit $4`,
      params,
    );
    const fileSchemas = await tx.query<{ id: string; elements: SchemaElement[] }>(
      'select id, elements from schemas where client_id = $1 and id = any($2::text[])',
      [client, [...new Set(files.map((file) => file.schema_id))]],
    );
    return {
      files: files.map((row) => ({ id: row.id, label: row.label, schemaId: row.schema_id, data: row.data })),
      fileSchemas: new Map(fileSchemas.map((row) => [row.id, row.elements])),
      schemas,
      folders,
    };
  });
}

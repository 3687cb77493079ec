import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { bestSnippet, markMatches } from '../../../domain/search/search-marks';
import { fileSearchValues } from '../../../domain/search/search-text';
import type { SearchHit } from '../../graphql/resolvers-types.gen';
import type { IndexedTree } from '../../repositories/indexed-tree';
import type { FileMatch, FolderMatch, SchemaMatch } from '../../repositories/search-repository';
import { folderPath } from './folder-path';

type Tree = 'DATA' | 'SCHEMA';

function hit(
  tree: Tree,
  id: string,
  title: string,
  place: { directoryId: string | null; path: string[] },
  words: string[],
  snippet: SearchHit['snippet'],
): SearchHit {
  return { id, tree, title, titleMarks: markMatches(title, words).marks, ...place, snippet };
}

/** How well a hit matches: its title first, then its best value. */
const scoreOf = (title: string, snippetText: string | undefined, words: string[]) =>
  markMatches(title, words).score * 1000 + (snippetText ? markMatches(snippetText, words).score : 0);

/** Where the first entry of a file or schema is, if it is in the tree. */
function placeOfFirst(tree: IndexedTree, id: string) {
  const entry = tree.firstEntryOfFile(id);
  return entry
    ? { directoryId: entry.id, path: folderPath(tree, entry.id) }
    : { directoryId: null, path: [] };
}

function rankedFileHit(file: FileMatch, elements: SchemaElement[], tree: IndexedTree, words: string[]) {
  const best = bestSnippet(fileSearchValues(elements, file.data), words);
  const snippet = best && { label: best.value.elementLabel, text: best.text, marks: best.marks };
  return {
    hit: hit('DATA', file.id, file.label, placeOfFirst(tree, file.id), words, snippet),
    score: scoreOf(file.label, best?.value.text, words),
  };
}

/** The files that matched as hits, those that match best first. */
export function fileHits(
  files: FileMatch[],
  schemas: ReadonlyMap<string, SchemaElement[]>,
  tree: IndexedTree,
  words: string[],
): SearchHit[] {
  return files
    .map((file) => rankedFileHit(file, schemas.get(file.schemaId) ?? [], tree, words))
    .sort((a, b) => b.score - a.score)
    .map((ranked) => ranked.hit);
}

export function schemaHit(schema: SchemaMatch, tree: IndexedTree, words: string[]): SearchHit {
  const labels = flattenElements(schema.elements).map((element) => ({ text: element.label }));
  const best = bestSnippet(labels, words);
  const snippet = best && { label: null, text: best.text, marks: best.marks };
  return hit('SCHEMA', schema.id, schema.label, placeOfFirst(tree, schema.id), words, snippet);
}

export function folderHit(folder: FolderMatch, tree: IndexedTree, words: string[]): SearchHit {
  const place = { directoryId: folder.id, path: folderPath(tree, folder.id) };
  return hit(folder.tree, folder.id, folder.name, place, words, null);
}

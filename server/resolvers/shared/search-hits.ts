import { flattenElements } from '../../../domain/schema/element-ops';
import type { SchemaElement } from '../../../domain/schema/types';
import { bestSnippet, markMatches } from '../../../domain/search/search-marks';
import { fileSearchValues } from '../../../domain/search/search-text';
import type { SearchHit } from '../../graphql/resolvers-types.gen';
import type { IndexedTree } from '../../repositories/indexed-tree';
import type { FileMatch, FolderMatch, SchemaMatch } from '../../repositories/search-repository';

type Tree = 'DATA' | 'SCHEMA';

/** The names of the folders from the top of the tree down to the one holding the entry. */
function folderPath(tree: IndexedTree, entryId: string): string[] {
  const path: string[] = [];
  for (let parent = tree.parentOf(entryId); parent !== null; parent = tree.parentOf(parent)) {
    const row = tree.get(parent);
    if (!row) break;
    path.unshift(row.entry.name);
  }
  return path;
}

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

/** Where the first entry of a file or schema is, if it is in the tree. */
function placeOfFirst(tree: IndexedTree, id: string) {
  const entry = tree.firstEntryOfFile(id);
  return entry
    ? { directoryId: entry.id, path: folderPath(tree, entry.id) }
    : { directoryId: null, path: [] };
}

export function fileHit(
  file: FileMatch,
  elements: SchemaElement[],
  tree: IndexedTree,
  words: string[],
): SearchHit {
  const best = bestSnippet(fileSearchValues(elements, file.data), words);
  const snippet = best && { label: best.value.elementLabel, text: best.text, marks: best.marks };
  return hit('DATA', file.id, file.label, placeOfFirst(tree, file.id), words, snippet);
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

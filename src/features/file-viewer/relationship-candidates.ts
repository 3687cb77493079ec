import type { DirectoryItem } from '../../../domain/directory/types';
import type { SchemaElement } from '../../../domain/schema/types';

/** The schemas whose files a Relationship element may link; null when it names none (every schema). */
export function allowedSchemaIds(element: SchemaElement): ReadonlySet<string> | null {
  const refs = element.props._props?._content?._schema ?? [];
  return refs.length === 0 ? null : new Set(refs.map((ref) => ref.schemaId));
}

export interface CandidateFilter {
  schemaIds: ReadonlySet<string> | null;
  /** Files that cannot be picked: the file itself and those it already links through the element. */
  excludedFileIds: ReadonlySet<string>;
}

/**
 * The directory cut down to the files that may be picked, with the folders leading to them; every file
 * is a tickable leaf and starts unticked.
 */
export function relationshipCandidates(items: DirectoryItem[], filter: CandidateFilter): DirectoryItem[] {
  return items.flatMap((item): DirectoryItem[] => {
    if (item.fileId !== null) {
      const schemaAllowed =
        filter.schemaIds === null || (item.schemaId !== null && filter.schemaIds.has(item.schemaId));
      return schemaAllowed && !filter.excludedFileIds.has(item.fileId)
        ? [{ ...item, isLeaf: true, ticked: false, children: [] }]
        : [];
    }
    const children = relationshipCandidates(item.children, filter);
    return children.length > 0 ? [{ ...item, isLeaf: false, ticked: false, children }] : [];
  });
}

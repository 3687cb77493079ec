import type { SearchGroupFieldsFragment } from '../../lib/graphql/generated/graphql';

export type SearchHit = SearchGroupFieldsFragment['hits'][number];

/** Where a hit opens: its entry in the data or schema editor; null for one in no folder. */
export function hitLink(hit: Pick<SearchHit, 'tree' | 'directoryId'>) {
  if (hit.directoryId === null) return null;
  return {
    to: hit.tree === 'DATA' ? ('/DataEditor/$id' as const) : ('/SchemaEditor/$id' as const),
    params: { id: hit.directoryId },
  };
}

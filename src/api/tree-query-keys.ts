import type { TreeKind } from '../../domain/directory/types';
import { dataDirectoryQueryOptions } from './data-directory-query';
import { dataRecycleBinQueryOptions } from './data-recycle-bin-query';
import { schemaDirectoryQueryOptions } from './schema-directory-query';
import { schemaRecycleBinQueryOptions } from './schema-recycle-bin-query';

export function directoryQueryOptions(tree: TreeKind) {
  return tree === 'DATA' ? dataDirectoryQueryOptions() : schemaDirectoryQueryOptions();
}

export function recycleBinQueryOptions(tree: TreeKind) {
  return tree === 'DATA' ? dataRecycleBinQueryOptions() : schemaRecycleBinQueryOptions();
}

export function directoryQueryKey(tree: TreeKind) {
  return directoryQueryOptions(tree).queryKey;
}

export function recycleBinQueryKey(tree: TreeKind) {
  return recycleBinQueryOptions(tree).queryKey;
}

import type { TreeKind } from '../../domain/directory/types';
import { dataDirectoryQueryOptions } from './data-directory-query';
import { dataRecycleBinQueryOptions } from './data-recycle-bin-query';
import { schemaDirectoryQueryOptions } from './schema-directory-query';
import { schemaRecycleBinQueryOptions } from './schema-recycle-bin-query';

export function directoryQueryKey(tree: TreeKind) {
  return tree === 'DATA' ? dataDirectoryQueryOptions().queryKey : schemaDirectoryQueryOptions().queryKey;
}

export function recycleBinQueryKey(tree: TreeKind) {
  return tree === 'DATA' ? dataRecycleBinQueryOptions().queryKey : schemaRecycleBinQueryOptions().queryKey;
}

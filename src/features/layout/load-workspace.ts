import type { QueryClient } from '@tanstack/react-query';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { schemaDirectoryQueryOptions } from '../../api/schema-directory-query';
import { schemaRecycleBinQueryOptions } from '../../api/schema-recycle-bin-query';
import { schemasQueryOptions } from '../../api/schemas-query';

const logFailure = (what: string) => (error: unknown) => {
  console.error(`Loading the ${what} failed`, error);
};

/**
 * What the layout loads on entry, all at once: both directories, both bins and all schemas. A failed
 * load is logged (as the spec asks) and left to the screen that needs it, which offers a retry.
 */
export async function loadWorkspace(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(dataDirectoryQueryOptions()).catch(logFailure('data directory')),
    queryClient.ensureQueryData(dataRecycleBinQueryOptions()).catch(logFailure('data recycle bin')),
    queryClient.ensureQueryData(schemaDirectoryQueryOptions()).catch(logFailure('schema directory')),
    queryClient.ensureQueryData(schemaRecycleBinQueryOptions()).catch(logFailure('schema recycle bin')),
    queryClient.ensureQueryData(schemasQueryOptions()).catch(logFailure('schemas')),
  ]);
}

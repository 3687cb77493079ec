import type { Queryable } from '../db/database';

/**
 * Deletes a client's schemas, files (with their related files, images, values and history), trees and
 * search vocabulary, inside the caller's transaction; its users and audit trail stay.
 */
export async function deleteClientData(tx: Queryable, client: string): Promise<void> {
  for (const table of [
    'unique_values',
    'related_files',
    'images',
    'file_values',
    'files',
    'schemas',
    'directory_entries',
    'directories',
    'revisions',
    'search_vocabulary',
  ]) {
    await tx.query(`delete from ${table} where client_id = $1`, [client]);
  }
}

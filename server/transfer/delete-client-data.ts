import type { Queryable } from '../db/database';

/**
 * Deletes a client's schemas, files (with their related files, images, values and history), trees and
 * search vocabulary, inside the caller's transaction; its users and audit trail stay.
 */
export async function deleteClientData(tx: Queryable, client: string): Promise<void> {
  // Values are the client's through their columns, which go after them.
  await tx.query(
    'delete from file_values where column_id in (select id from value_columns where client_id = $1)',
    [client],
  );
  for (const table of [
    'value_columns',
    'unique_values',
    'related_files',
    'images',
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

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OPERATIONS_DIR = fileURLToPath(new URL('../graphql/operations', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? graphqlFiles(join(dir, entry.name))
      : entry.name.endsWith('.graphql')
        ? [join(dir, entry.name)]
        : [],
  );
}

const FRAGMENT = /^fragment\s+(\w+)\s+on\s/m;
const SPREAD = /\.\.\.(\w+)/g;

const fragments = new Map(
  graphqlFiles(OPERATIONS_DIR).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const name = FRAGMENT.exec(text)?.[1];
    return name ? [[name, text] as const] : [];
  }),
);

/** An operation of the app (`graphql/operations/<path>`) with every fragment it spreads, so the bench sends what the app sends. */
function appOperation(path: string): string {
  const operation = readFileSync(join(OPERATIONS_DIR, path), 'utf8');
  const included = new Set<string>();
  const pending = [operation];
  const parts = [operation];
  while (pending.length > 0) {
    const text = pending.pop() as string;
    for (const [, name] of text.matchAll(SPREAD)) {
      if (!name || included.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`Fragment ${name} used by ${path} was not found`);
      included.add(name);
      parts.push(fragment);
      pending.push(fragment);
    }
  }
  return parts.join('\n');
}

export const OPERATIONS = {
  login: appOperation('auth/login.graphql'),
  directory: appOperation('directory/get-directory-folder-to-logged-in-client.graphql'),
  updateDirectory: appOperation('directory/update-directory.graphql'),
  schemas: appOperation('schema/schema.graphql'),
  saveSchema: appOperation('schema/save-schema.graphql'),
  saveFile: appOperation('file/save-file.graphql'),
  queryFileData: appOperation('file/query-file-data.graphql'),
  updateFile: appOperation('file/update-file.graphql'),
  addRelatedFiles: appOperation('file/add-related-files.graphql'),
  moveDirectoryEntry: appOperation('directory/move-directory-entry.graphql'),
  moveToRecycleBin: appOperation('directory/move-to-recycle-bin.graphql'),
  restoreFromRecycleBin: appOperation('directory/restore-from-recycle-bin.graphql'),
  search: appOperation('search/search.graphql'),
  filesOfSchema: appOperation('table/files-of-schema.graphql'),
  moveFilesToFolder: appOperation('table/move-files-to-folder.graphql'),
  history: appOperation('history/history.graphql'),
  revision: appOperation('history/revision.graphql'),
  importFiles: appOperation('transfer/import-files.graphql'),
} as const;

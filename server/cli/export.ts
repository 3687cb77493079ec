import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { exportBundle } from '../transfer/export-bundle';
import { DEFAULT_CLIENT } from '../users';
import { runCli, showProgress, UsageError } from './run-cli';

const USAGE = `Usage:
  npm run export -- [--client <client>] <out.json>

Writes the client's schemas, trees, files (with related files and versions) and images as one JSON bundle
(default client: ${DEFAULT_CLIENT}; "-" writes to standard output). Uses ALLOY_DATA_DIR or DATABASE_URL like
the server; the embedded database is opened by one process at a time, so stop the server first.`;

async function main(args: string[]): Promise<number> {
  let values: { client?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { client: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [target, ...extra] = positionals;
  if (!target || extra.length > 0) throw new UsageError('Give exactly one file to write.');
  const client = values.client ?? DEFAULT_CLIENT;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const out = target === '-' ? process.stdout : createWriteStream(target);
    const write = async (chunk: string) => {
      if (!out.write(chunk)) await once(out, 'drain');
    };
    // One snapshot of the database: a write meanwhile is in the bundle whole or not at all.
    const progress = await db.transaction(async (tx) => {
      await tx.query('set transaction isolation level repeatable read');
      return exportBundle(tx, client, write, ({ files, totalFiles }) =>
        showProgress(`${files} / ${totalFiles} files`),
      );
    });
    if (out !== process.stdout) {
      out.end();
      await once(out, 'finish');
    }
    console.error(
      `\nExported ${progress.files} files of client ${client}${target === '-' ? '' : ` to ${target}`}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

runCli(main, USAGE);

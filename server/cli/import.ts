import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { bundleHeaderSchema } from '../../domain/transfer/bundle';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { importBundle } from '../transfer/import-bundle';
import { importCsvFile } from '../transfer/import-csv-file';
import { jsonErrorPlace } from '../transfer/import-problem-text';
import { DEFAULT_CLIENT } from '../users';
import { runCli, showProgress, UsageError } from './run-cli';

const USAGE = `Usage:
  npm run import -- <in.json> [--client <client>] [--replace] [--dry-run]
  npm run import -- <in.csv> --schema <schemaId> [--client <client>] [--folder <entryId>] [--match id|<elementId>]
                   [--delimiter ";"] [--dry-run]

Imports a JSON bundle (as npm run export or the app's exports write it; the format is in the README)
into the client (default: the bundle's own client, else ${DEFAULT_CLIENT}, created when new). The whole
bundle is checked first and nothing is written when anything is wrong; every problem is listed. Objects
that exist are updated where they differ, so an import run again after a failure goes on where it
stopped. A bundle of some files (scope "files") adds them to the client with their places, creating only
the schemas it lacks; one of schemas adds and updates those. --replace deletes the client's schemas,
files, trees and history first (its users stay), so a test suite can reset an instance to its fixture; it
takes a whole client's bundle only. --dry-run checks only and counts what would be written.

A CSV (UTF-8, Alloy's export or a spreadsheet's) becomes files of the schema as the app's import makes
them: columns matched to elements by their headers, every row checked first, existing files found by
--match (default: the ID column), new ones filed in --folder.

Uses ALLOY_DATA_DIR or DATABASE_URL like the server; stop a server on the embedded database first.`;

async function main(args: string[]): Promise<number> {
  let values: {
    client?: string;
    replace?: boolean;
    'dry-run'?: boolean;
    help?: boolean;
    schema?: string;
    folder?: string;
    match?: string;
    delimiter?: string;
  };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        client: { type: 'string' },
        replace: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        schema: { type: 'string' },
        folder: { type: 'string' },
        match: { type: 'string' },
        delimiter: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [source, ...extra] = positionals;
  if (!source || extra.length > 0) throw new UsageError('Give exactly one bundle to import.');
  if (values.schema) return importCsv(source, values.schema, values);
  let input: unknown;
  try {
    input = JSON.parse(await readFile(source, 'utf8'));
  } catch (error) {
    console.error(`Fehler: ${unreadableJson(source, error)}`);
    return 1;
  }
  const header = bundleHeaderSchema.safeParse(input);
  if (values.replace && header.success && header.data.scope !== 'client') {
    throw new UsageError(
      `--replace takes a whole client's bundle; this one is of scope "${header.data.scope}".`,
    );
  }
  const bundleClient = (input as { client?: unknown } | null)?.client;
  const client = values.client ?? (typeof bundleClient === 'string' ? bundleClient : DEFAULT_CLIENT);
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const report = await importBundle(db, client, input, {
      replace: values.replace,
      dryRun: values['dry-run'],
      userId: await importingUser(db, client),
      onProgress: ({ files, totalFiles }) => showProgress(`${files} / ${totalFiles} Dateien`),
    });
    if (report.problems.length > 0) {
      const count = report.problems.length;
      console.error(`\nDas Bündel wurde nicht importiert: ${counted(count, 'Problem', 'Probleme')}.`);
      for (const problem of report.problems) console.error(`  ${problem.path}: ${problem.message}`);
      return 1;
    }
    const { schemas, files } = report;
    const counts = `Schemas ${schemas.created} neu, ${schemas.updated} geändert; Dateien ${files.created} neu, ${files.updated} geändert, ${files.unchanged} unverändert; ${report.images} Bilder; ${report.trees} Bäume`;
    console.log(
      values['dry-run']
        ? `\nDas Bündel ist in Ordnung (Probelauf, nichts geschrieben): ${counts}.`
        : `\nImportiert in ${client}: ${counts}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

async function importCsv(
  source: string,
  schemaId: string,
  values: { client?: string; folder?: string; match?: string; delimiter?: string; 'dry-run'?: boolean },
): Promise<number> {
  const client = values.client ?? DEFAULT_CLIENT;
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const report = await importCsvFile(db, source, {
      client,
      userId: await importingUser(db, client),
      schemaId,
      folderId: values.folder ?? null,
      matchBy: values.match ?? 'id',
      delimiter: values.delimiter ?? ';',
      dryRun: values['dry-run'] ?? false,
      onProgress: (rows) => showProgress(`${rows} Zeilen`),
    });
    if (report.problems.length > 0) {
      console.error(
        `\nDie Datei wurde nicht importiert: ${counted(report.problems.length, 'Problem', 'Probleme')}.`,
      );
      for (const problem of report.problems) console.error(`  Zeile ${problem.row}: ${problem.message}`);
      return 1;
    }
    const one = plurals.select(report.created) === 'one';
    const verb = values['dry-run'] ? (one ? 'würde' : 'würden') : one ? 'wurde' : 'wurden';
    console.log(
      `\n${counted(report.created, 'Datei', 'Dateien')} ${verb} angelegt, ${report.updated} aktualisiert.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

/** Why a file could not be read as JSON, in German: not there, not readable, or not JSON (and where). */
function unreadableJson(source: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return `Die Datei ${source} gibt es nicht.`;
  if (!(error instanceof SyntaxError))
    return `Die Datei ${source} lässt sich nicht lesen (${code ?? 'unbekannter Fehler'}).`;
  return `${source} ist kein gültiges JSON${jsonErrorPlace(error)}.`;
}

const plurals = new Intl.PluralRules('de');

/** A count with its noun in German ("1 Datei", "2 Dateien"). */
const counted = (count: number, one: string, other: string) =>
  `${count} ${plurals.select(count) === 'one' ? one : other}`;

/** The user an import writes as: the client's first admin (or first user); none in a new client. */
async function importingUser(db: Database, client: string): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `select id from users where client_id = $1 order by role = 'admin' desc, created_at limit 1`,
    [client],
  );
  return user?.id ?? '';
}

runCli(main, USAGE);

import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSION } from '../../domain/auth/permissions';
import type { Database, Queryable } from '../db/database';
import { findSchema } from '../repositories/schema-repository';
import type { TreeSnapshots } from '../repositories/tree-snapshots';
import { exportBundle, schemaBundle } from '../transfer/export-bundle';
import { exportFilesCsv } from '../transfer/export-csv';
import { exportFilesBundle } from '../transfer/export-files-bundle';
import { countSelectedFiles } from '../transfer/file-selection';
import { parseExportQuery, resolveExportQuery } from './export-query';
import { readJsonBody } from './read-body';
import { type ViewerTokens, viewerWith } from './route-viewer';

/** How many files an export holds, so the app can show its progress (the body's length is not known ahead). */
export const TOTAL_FILES_HEADER = 'x-total-files';

interface ExportRouteOptions {
  db: Database;
  tokens: ViewerTokens;
  trees: TreeSnapshots;
}

/** A file name for `content-disposition`: the ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Headers of a download of `totalFiles` files. */
function download(reply: FastifyReply, type: string, name: string, totalFiles?: number): FastifyReply {
  if (totalFiles !== undefined) reply.header(TOTAL_FILES_HEADER, String(totalFiles));
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(name))
    .header('cache-control', 'no-store');
}

const CSV = 'text/csv; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Streams what `produce` writes as the answer, each write waiting until the client took the one before,
 * so memory stays bounded however large the export; one snapshot of the database (repeatable read).
 */
function streamed(
  db: Database,
  reply: FastifyReply,
  produce: (tx: Queryable, write: (chunk: string) => Promise<void>) => Promise<unknown>,
) {
  const body = new PassThrough();
  const write = (chunk: string) =>
    new Promise<void>((resolve, reject) => {
      if (body.destroyed) reject(new Error('The client left.'));
      else if (body.write(chunk)) resolve();
      else body.once('drain', resolve);
    });
  db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read');
    await produce(tx, write);
  }).then(
    () => body.end(),
    (error: unknown) => body.destroy(error as Error),
  );
  return reply.send(body);
}

/** An export's query: the address's, or a POST's JSON body (a selection too long for an address). */
async function queryOf(request: FastifyRequest): Promise<unknown> {
  if (request.method !== 'POST') return request.query;
  try {
    return await readJsonBody(request.body);
  } catch {
    return null;
  }
}

const badQuery = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ message, code: 'BAD_USER_INPUT' });
const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });

/**
 * The exports (any user of the client unless said otherwise), the token in the `authorization` header or
 * the app's cookie, so a link downloads them:
 * - `GET /export/schemas/:schemaId/files.csv`: a schema's files as CSV;
 * - `GET /export/files.csv?schemaId=S[&folderId=F|&fileIds=a,b]`: the same, of a folder's subtree or ids;
 * - `GET /export/files.json?schemaId=S|folderId=F|fileIds=a,b`: a bundle of scope `files`;
 * - both also as POST with the query as a JSON body (`fileIds` a list), for selections too long for an
 *   address;
 * - `GET /export/schemas/:schemaId/schema.json`: a bundle of scope `schemas` holding the schema;
 * - `GET /export/client.json`: the whole client as one bundle (admins).
 * Those of files tell how many in `x-total-files`.
 */
export function registerExportRoutes(app: FastifyInstance, { db, tokens, trees }: ExportRouteOptions): void {
  app.get<{ Params: { schemaId: string } }>('/export/schemas/:schemaId/files.csv', async (request, reply) => {
    const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
    if (!viewer) return reply;
    const schema = await findSchema(db, viewer.client, request.params.schemaId);
    if (!schema) return notFound(reply);
    const total = await countSelectedFiles(db, viewer.client, { schemaId: schema.id });
    download(reply, CSV, `${schema.label}.csv`, total);
    return streamed(db, reply, (tx, write) => exportFilesCsv(tx, viewer.client, schema, write));
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/export/files.csv',
    handler: async (request, reply) => {
      const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
      if (!viewer) return reply;
      const query = parseExportQuery(await queryOf(request), true);
      if (typeof query === 'string') return badQuery(reply, query);
      const found = await resolveExportQuery(db, trees, viewer.client, query);
      const schema = found?.schema;
      if (!found || !schema) return notFound(reply);
      const { fileIds } = found.selection;
      download(
        reply,
        CSV,
        `${schema.label}.csv`,
        await countSelectedFiles(db, viewer.client, found.selection),
      );
      return streamed(db, reply, (tx, write) => exportFilesCsv(tx, viewer.client, schema, write, fileIds));
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/export/files.json',
    handler: async (request, reply) => {
      const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
      if (!viewer) return reply;
      const query = parseExportQuery(await queryOf(request), false);
      if (typeof query === 'string') return badQuery(reply, query);
      const found = await resolveExportQuery(db, trees, viewer.client, query);
      if (!found) return notFound(reply);
      const total = await countSelectedFiles(db, viewer.client, found.selection);
      download(reply, JSON_TYPE, `${found.name}.json`, total);
      return streamed(db, reply, (tx, write) => exportFilesBundle(tx, viewer.client, found.selection, write));
    },
  });

  app.get<{ Params: { schemaId: string } }>(
    '/export/schemas/:schemaId/schema.json',
    async (request, reply) => {
      const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
      if (!viewer) return reply;
      const schema = await findSchema(db, viewer.client, request.params.schemaId);
      if (!schema) return notFound(reply);
      return download(reply, JSON_TYPE, `${schema.label}.schema.json`).send(
        schemaBundle(viewer.client, schema),
      );
    },
  );

  app.get('/export/client.json', async (request, reply) => {
    const viewer = await viewerWith(tokens, request, reply, PERMISSION.users);
    if (!viewer) return reply;
    const [count] = await db.query<{ files: number }>(
      'select count(*)::int as files from files where client_id = $1',
      [viewer.client],
    );
    download(reply, JSON_TYPE, `alloy-${viewer.client}.json`, count?.files ?? 0);
    return streamed(db, reply, (tx, write) => exportBundle(tx, viewer.client, write));
  });
}

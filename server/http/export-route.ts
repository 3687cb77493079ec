import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSION, type PermissionId } from '../../domain/auth/permissions';
import type { TokenService } from '../auth/tokens';
import type { Viewer } from '../context';
import type { Database, Queryable } from '../db/database';
import { findSchema } from '../repositories/schema-repository';
import { exportBundle } from '../transfer/export-bundle';
import { exportFilesCsv } from '../transfer/export-csv';
import { tokenCookie } from './image-route';

/** How many files an export holds, so the app can show its progress (the body's length is not known ahead). */
export const TOTAL_FILES_HEADER = 'x-total-files';

interface ExportRouteOptions {
  db: Database;
  tokens: Pick<TokenService, 'viewerFromAuthorization'>;
}

/** A file name for `content-disposition`: the ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function viewerWith(
  tokens: ExportRouteOptions['tokens'],
  request: FastifyRequest,
  reply: FastifyReply,
  permission: PermissionId,
): Promise<Viewer | null> {
  const viewer = await tokens.viewerFromAuthorization(request.headers.authorization || tokenCookie(request));
  if (!viewer) {
    await reply
      .code(401)
      .send({ message: 'Not logged in or the session has expired.', code: 'UNAUTHENTICATED' });
    return null;
  }
  if (!viewer.permissionIds.includes(permission)) {
    await reply.code(403).send({ message: 'Not allowed.', code: 'FORBIDDEN' });
    return null;
  }
  return viewer;
}

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

/**
 * `GET /export/schemas/:schemaId/files.csv`: a schema's files as CSV (any user of its client);
 * `GET /export/client.json`: the whole client as one JSON bundle (admins). The token comes in the
 * `authorization` header or the app's cookie, so a link downloads it.
 */
export function registerExportRoutes(app: FastifyInstance, { db, tokens }: ExportRouteOptions): void {
  app.get<{ Params: { schemaId: string } }>('/export/schemas/:schemaId/files.csv', async (request, reply) => {
    const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
    if (!viewer) return reply;
    const schema = await findSchema(db, viewer.client, request.params.schemaId);
    if (!schema) return reply.code(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
    const [count] = await db.query<{ files: number }>(
      'select count(*)::int as files from files where client_id = $1 and schema_id = $2',
      [viewer.client, schema.id],
    );
    reply
      .header(TOTAL_FILES_HEADER, String(count?.files ?? 0))
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`${schema.label}.csv`))
      .header('cache-control', 'no-store');
    return streamed(db, reply, (tx, write) => exportFilesCsv(tx, viewer.client, schema, write));
  });

  app.get('/export/client.json', async (request, reply) => {
    const viewer = await viewerWith(tokens, request, reply, PERMISSION.users);
    if (!viewer) return reply;
    const [count] = await db.query<{ files: number }>(
      'select count(*)::int as files from files where client_id = $1',
      [viewer.client],
    );
    reply
      .header(TOTAL_FILES_HEADER, String(count?.files ?? 0))
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', attachment(`alloy-${viewer.client}.json`))
      .header('cache-control', 'no-store');
    return streamed(db, reply, (tx, write) => exportBundle(tx, viewer.client, write));
  });
}

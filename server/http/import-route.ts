import { PassThrough } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { PERMISSION, type PermissionId } from '../../domain/auth/permissions';
import { entryIdSchema } from '../../domain/directory/directory-input';
import { type BundleScope, bundleHeaderSchema, TRANSFER_LIMITS } from '../../domain/transfer/bundle';
import type { ImportLine } from '../../domain/transfer/import-lines';
import { withAuditActor } from '../audit/audit-actor';
import type { Viewer } from '../context';
import type { Database } from '../db/database';
import type { TreeSnapshots } from '../repositories/tree-snapshots';
import { importBundle } from '../transfer/import-bundle';
import { jsonErrorPlace } from '../transfer/import-problem-text';
import { readJsonBody } from './read-body';
import { type ViewerTokens, viewerWith } from './route-viewer';

interface ImportRouteOptions {
  db: Database;
  tokens: ViewerTokens;
  trees: TreeSnapshots;
}

/** Who may import a bundle of each scope, and the words of a refusal. */
const SCOPE_PERMISSIONS: Record<BundleScope, { needs: PermissionId[]; refusal: string }> = {
  client: {
    needs: [PERMISSION.users],
    refusal: 'Die Daten eines ganzen Mandanten importieren nur Administratoren.',
  },
  schemas: { needs: [PERMISSION.schemas], refusal: 'Schemas importieren nur Administratoren.' },
  files: {
    needs: [PERMISSION.files, PERMISSION.folders],
    refusal: 'Sie dürfen keine Dateien und Ordner anlegen.',
  },
};

const querySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false'),
  folderId: entryIdSchema.optional(),
});

const TOO_LARGE = `Das Bündel ist größer als ${TRANSFER_LIMITS.importBundleBytes / 1024 / 1024} MB. Größere Bündel importiert ein Administrator auf dem Server mit „npm run import“.`;

const NOT_JSON = 'Das Bündel muss als application/json gesendet werden.';

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/** The last line of an import that broke off: an expected error's code and message, else a general one. */
function errorLine(error: unknown): ImportLine {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (error instanceof GraphQLError && typeof code === 'string') {
    return { type: 'error', code, message: `Der Import brach ab: ${error.message}` };
  }
  return {
    type: 'error',
    code: 'INTERNAL_SERVER_ERROR',
    message: 'Der Import brach unerwartet ab. Ein neuer Import setzt dort fort, wo er aufhörte.',
  };
}

/**
 * `POST /import/bundle?dryRun=true|false[&folderId=F]`: a bundle (`application/json`, up to
 * `TRANSFER_LIMITS.importBundleBytes`) into the caller's client, as `importBundle` does it (a client's
 * bundle merged, never replacing). Refusals before the import answer 4xx with `{ code, message }`; the
 * import itself answers NDJSON: a `progress` line after each transaction, then one `report` or `error`.
 */
export function registerImportRoute(app: FastifyInstance, { db, tokens, trees }: ImportRouteOptions): void {
  const viewers = new WeakMap<FastifyRequest, Viewer>();
  app.post(
    '/import/bundle',
    {
      bodyLimit: TRANSFER_LIMITS.importBundleBytes,
      // The caller before the body: a body is read only for someone logged in.
      onRequest: async (request, reply) => {
        const viewer = await viewerWith(tokens, request, reply, PERMISSION.access);
        if (!viewer) return reply;
        viewers.set(request, viewer);
      },
      errorHandler: (error: FastifyError, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status === 413) return refuse(reply, 413, 'BAD_USER_INPUT', TOO_LARGE);
        if (status === 415) return refuse(reply, 415, 'BAD_USER_INPUT', NOT_JSON);
        if (status < 500) return refuse(reply, status, 'BAD_REQUEST', `Ungültige Anfrage: ${error.message}`);
        request.log.error(error);
        return refuse(reply, 500, 'INTERNAL_SERVER_ERROR', 'Unerwarteter Fehler.');
      },
    },
    async (request, reply) => {
      const viewer = viewers.get(request) as Viewer;
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        return refuse(reply, 415, 'BAD_USER_INPUT', NOT_JSON);
      }
      const query = querySchema.safeParse(request.query);
      if (!query.success) {
        return refuse(
          reply,
          400,
          'BAD_USER_INPUT',
          'dryRun ist true oder false, folderId die Id eines Ordners.',
        );
      }
      let input: unknown;
      try {
        input = await readJsonBody(request.body);
      } catch (error) {
        return refuse(
          reply,
          400,
          'BAD_USER_INPUT',
          `Die Datei ist kein gültiges JSON${jsonErrorPlace(error)}.`,
        );
      }
      const header = bundleHeaderSchema.safeParse(input);
      if (!header.success) {
        return refuse(
          reply,
          400,
          'BAD_USER_INPUT',
          'Die Datei ist kein Alloy-Bündel (format „alloy-bundle“, version 1, scope „client“, „files“ oder „schemas“).',
        );
      }
      const { needs, refusal } = SCOPE_PERMISSIONS[header.data.scope];
      if (!needs.every((permission) => viewer.permissionIds.includes(permission))) {
        return refuse(reply, 403, 'FORBIDDEN', refusal);
      }

      const dryRun = query.data.dryRun === 'true';
      const body = new PassThrough();
      const line = (item: ImportLine) => {
        if (!body.destroyed) body.write(`${JSON.stringify(item)}\n`);
      };
      const actor = { userId: viewer.userId, userName: viewer.userName, operation: 'importBundle' };
      importBundle(withAuditActor(db, actor), viewer.client, input, {
        dryRun,
        folderId: query.data.folderId ?? null,
        userId: viewer.userId,
        mayCreateSchemas: viewer.permissionIds.includes(PERMISSION.schemas),
        snapshots: trees,
        onProgress: (progress) => line({ type: 'progress', ...progress }),
      })
        .then(
          (report) => line({ type: 'report', dryRun, ...report }),
          (error: unknown) => {
            if (!(error instanceof GraphQLError)) request.log.error(error);
            line(errorLine(error));
          },
        )
        .finally(() => body.end());
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}

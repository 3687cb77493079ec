import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type ErrSerializer = NonNullable<NonNullable<LoggerOptions['serializers']>['err']>;

export interface LoggedError {
  type: string;
  message: string;
  /** A GraphQL error code or a PostgreSQL SQLSTATE. */
  code?: string;
  /** The GraphQL field the error came from, e.g. `saveSchema`. */
  path?: string;
  cause?: LoggedError;
  stack?: string;
}

const MAX_CAUSES = 3;

/**
 * What a log line keeps of an error: type, message, code, GraphQL path and the chain of causes. Never the
 * query text (a GraphQL error carries its source, where a password may be written inline) or other
 * properties; the stack only outside production.
 */
export function summarizeError(error: unknown, withStack: boolean, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 500) };
  const details = error as Error & {
    code?: unknown;
    extensions?: { code?: unknown };
    path?: unknown;
    originalError?: unknown;
  };
  const code = details.extensions?.code ?? details.code;
  const cause = details.originalError ?? error.cause;
  return {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(Array.isArray(details.path) ? { path: details.path.join('.') } : {}),
    ...(cause != null && depth < MAX_CAUSES ? { cause: summarizeError(cause, withStack, depth + 1) } : {}),
    ...(withStack && error.stack ? { stack: error.stack } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * The server's logger: requests are logged by method and path only (a GraphQL GET carries its variables
 * in the query string), never with headers (the token, the cookie); errors as `summarizeError` keeps
 * them. The redaction catches a secret that some future log call passes along anyway.
 */
export function loggerOptions(production: boolean, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level: production ? 'info' : 'warn',
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
        'variables.password',
        '*.variables.password',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url.split('?', 1)[0],
        ip: request.ip,
      }),
      // Fastify's types insist on a stack, which production logs leave out.
      err: ((error: unknown) => summarizeError(error, !production)) as unknown as ErrSerializer,
    },
  };
}

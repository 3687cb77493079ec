import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context';
import type { FileReadFastPath, PostedOperation } from '../graphql/file-read-fast-path';
import { rawJsonBody } from './body-parsers';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** The response type yoga picks for this Accept header; null where yoga's own negotiation should decide. */
function responseType(accept: string | undefined): string | null {
  if (!accept) return JSON_TYPE;
  if (accept.includes(';')) return null;
  for (const part of accept.split(',')) {
    const type = part.trim();
    if (type === 'application/graphql-response+json') return GRAPHQL_RESPONSE_TYPE;
    if (type === 'application/json' || type === '*/*') return JSON_TYPE;
  }
  return null;
}

/** A `queryFileData` POST answered by the fast path (see `FileReadFastPath`); null leaves it to yoga. */
export async function answerFileRead(
  fileReads: FileReadFastPath,
  request: FastifyRequest,
  context: () => Promise<RequestContext>,
): Promise<{ contentType: string; body: string } | null> {
  if (request.method !== 'POST') return null;
  const raw = rawJsonBody(request.body);
  const contentType = responseType(request.headers.accept);
  if (!raw || !contentType) return null;
  let posted: unknown;
  try {
    posted = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof posted !== 'object' || posted === null || Array.isArray(posted)) return null;
  const body = await fileReads.answer(posted as PostedOperation, context);
  return body === null ? null : { contentType, body };
}

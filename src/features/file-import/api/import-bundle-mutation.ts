import { useMutation } from '@tanstack/react-query';
import {
  DIRECTORY_KEY,
  FILE_KEY,
  FILE_TABLE_KEY,
  OVERVIEW_KEY,
  RECYCLE_BIN_KEY,
  SCHEMAS_KEY,
  SEARCH_KEY,
} from '../../../api/query-keys';
import { readTokenCookie } from '../../../lib/auth/token-storage';
import { type ImportEnd, type ImportProgressLine, readImportAnswer } from '../bundle-import-lines';

/** What a bundle import changes: files, schemas, both trees, the tables, the start page, search. */
const RELOADED = [
  FILE_TABLE_KEY,
  DIRECTORY_KEY,
  RECYCLE_BIN_KEY,
  SCHEMAS_KEY,
  OVERVIEW_KEY,
  FILE_KEY,
  SEARCH_KEY,
];

/** One sending of a bundle: checked only (`dryRun`) or imported. */
export interface BundleImportCall {
  bundle: File;
  dryRun: boolean;
  /** The folder the files' new places go into; null: the places the bundle names. */
  folderId: string | null;
  onProgress: (progress: ImportProgressLine) => void;
}

function addressOf({ dryRun, folderId }: BundleImportCall): URL {
  const address = new URL('/import/bundle', window.location.origin);
  address.searchParams.set('dryRun', String(dryRun));
  if (folderId !== null) address.searchParams.set('folderId', folderId);
  return address;
}

/** An answer refused before any line came (a body too large, a missing login): its code and message. */
async function refusal(response: Response): Promise<ImportEnd> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      type: 'error',
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: typeof body.message === 'string' ? body.message : '',
    };
  } catch {
    return { type: 'error', code: `HTTP_${response.status}`, message: '' };
  }
}

/**
 * Sends the file as it is and reads the answer's lines as they stream. Resolves with the last line (report
 * or error); rejects when the server cannot be reached or the answer breaks off.
 */
export async function sendBundle(call: BundleImportCall): Promise<ImportEnd> {
  const response = await fetch(addressOf(call), {
    method: 'POST',
    headers: { authorization: readTokenCookie() ?? '', 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: call.bundle,
  });
  if (!response.ok || !response.body) return refusal(response);
  return readImportAnswer(response.body, call.onProgress);
}

/** Checks a bundle: the server writes nothing and lists every problem. */
export function useCheckBundleMutation() {
  return useMutation({ mutationFn: sendBundle });
}

/**
 * Imports a bundle. It goes in turn with the data tree's own writes, which it changes too (`scope`); what it
 * changed reloads once it ends, whether it got through or stopped part way.
 */
export function useImportBundleMutation() {
  return useMutation({ scope: { id: 'tree:DATA' }, mutationFn: sendBundle, meta: { invalidates: RELOADED } });
}

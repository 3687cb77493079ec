import { useMutation } from '@tanstack/react-query';
import { DIRECTORY_KEY, FILE_KEY, FILE_TABLE_KEY, OVERVIEW_KEY, SEARCH_KEY } from '../../../api/query-keys';
import { request } from '../../../lib/graphql/client';
import {
  ImportFilesDocument,
  type ImportFilesMutationVariables,
} from '../../../lib/graphql/generated/graphql';
import type { ImportResult } from '../import-run';

/** What an import changes: the files, their places in the data tree, the tables, the start page, search. */
const RELOADED = [FILE_TABLE_KEY, DIRECTORY_KEY, OVERVIEW_KEY, FILE_KEY, SEARCH_KEY];

/** A batch of an import run; `variables` are made when it is its turn, so queued batches hold no copy. */
export interface ImportBatchCall {
  variables: () => ImportFilesMutationVariables;
  /** Read when the batch's turn comes: a stopped run sends nothing more. */
  run: { stopped: boolean };
}

const sendBatch = async ({ variables, run }: ImportBatchCall): Promise<ImportResult | null> =>
  run.stopped ? null : (await request(ImportFilesDocument, variables())).importFiles;

/**
 * Sends one batch of an import with `dryRun`: nothing is written. The batches of a run wait for one another
 * (`scope`); one that finds its run stopped resolves with null.
 */
export function useCheckImportMutation() {
  return useMutation({ scope: { id: 'import:check' }, mutationFn: sendBatch });
}

/**
 * Writes one batch of an import. Its batches go in turn with each other and with the data tree's own
 * writes, which the import changes too (`scope`); what it changed reloads once the last is through.
 */
export function useImportFilesMutation() {
  return useMutation({
    scope: { id: 'tree:DATA' },
    mutationFn: sendBatch,
    meta: { invalidates: RELOADED },
  });
}

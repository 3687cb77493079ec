import { useRef, useState } from 'react';
import { t } from '../../lib/messages/t';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import { useCheckBundleMutation, useImportBundleMutation } from './api/import-bundle-mutation';
import {
  ImportCutOff,
  type ImportEnd,
  type ImportProgressLine,
  type ImportReport,
} from './bundle-import-lines';

/** What a bundle import sends: the file, and the folder its files' new places go into (null: their own). */
export interface BundlePlan {
  bundle: File;
  folderId: string | null;
}

export type BundleRunMode = 'check' | 'import';

/** A check or an import of a bundle: under way, answered with a report, or failed (and why, in words). */
export interface BundleRun {
  mode: BundleRunMode;
  status: 'running' | 'finished' | 'failed';
  progress: ImportProgressLine | null;
  report: ImportReport | null;
  failure: string | null;
}

/** Why the server ended the answer with an error, in words: its own message where it has one. */
function errorText(end: Extract<ImportEnd, { type: 'error' }>): string {
  if (end.code === 'UNAUTHENTICATED') return t('session.expired');
  if (end.message) return end.message;
  return t(end.code === 'FORBIDDEN' ? 'import.bundle.forbidden' : 'import.bundle.refusedUnknown');
}

/**
 * Checks or imports a bundle in one request, the progress read from its answer as it streams. Starting
 * again after a failure goes on where the import stopped: the server finds what it wrote already. Closing
 * the tab during an import asks first.
 */
export function useBundleImport() {
  const check = useCheckBundleMutation();
  const write = useImportBundleMutation();
  const [run, setRun] = useState<BundleRun | null>(null);
  // Answers of a run that was forgotten meanwhile (another file, another folder) are left unheard.
  const current = useRef(0);
  useBeforeUnloadWarning(run?.mode === 'import' && run.status === 'running');

  const start = (mode: BundleRunMode, plan: BundlePlan) => {
    const id = ++current.current;
    const update = (change: Partial<BundleRun>) => {
      if (id === current.current) setRun((state) => state && { ...state, ...change });
    };
    setRun({ mode, status: 'running', progress: null, report: null, failure: null });
    (mode === 'check' ? check : write)
      .mutateAsync({
        bundle: plan.bundle,
        dryRun: mode === 'check',
        folderId: plan.folderId,
        onProgress: (progress) => update({ progress }),
      })
      .then(
        (end) =>
          update(
            end.type === 'report'
              ? { status: 'finished', report: end }
              : { status: 'failed', failure: errorText(end) },
          ),
        (error: unknown) =>
          update({
            status: 'failed',
            failure: t(error instanceof ImportCutOff ? 'import.bundle.cutOff' : 'import.failed.network'),
          }),
      );
  };

  return {
    run,
    start,
    /** Forgets the run (the plan changed); one under way still ends on the server. */
    reset() {
      current.current++;
      setRun(null);
    },
  };
}

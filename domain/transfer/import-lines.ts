/** A problem of a bundle: where it is (`files[3] („sofa“)`, `folderId`) and what, in German. */
export interface BundleProblem {
  path: string;
  message: string;
}

/** What an import of a bundle wrote (a dry run: would write), or the problems that kept it from writing. */
export interface BundleImportReport {
  problems: BundleProblem[];
  schemas: { created: number; updated: number };
  files: { created: number; updated: number; unchanged: number };
  images: number;
  trees: number;
}

/**
 * One line of the answer of `POST /import/bundle` (NDJSON): progress after each transaction, then either
 * the report or the error that broke the import off (German message).
 */
export type ImportLine =
  | { type: 'progress'; files: number; totalFiles: number }
  | ({ type: 'report'; dryRun: boolean } & BundleImportReport)
  | { type: 'error'; code: string; message: string };

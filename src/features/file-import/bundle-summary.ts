import { type BundleScope, bundleHeaderSchema } from '../../../domain/transfer/bundle';

/** Why a JSON file cannot be imported; the screen says it in words (`fileProblemText`). */
export type BundleProblem = { kind: 'notJson' } | { kind: 'notBundle' } | { kind: 'bundleTooLarge' };

/** Files of one schema in a bundle. */
export interface BundleSchemaFiles {
  schemaId: string;
  /** The schema's label as the bundle has it, else its id. */
  label: string;
  files: number;
}

/** What a bundle holds, told before it is sent. */
export interface BundleSummary {
  scope: BundleScope;
  schemas: number;
  files: number;
  images: number;
  places: number;
  /** Files of other schemas than the one the import was opened for, by schema, the most files first. */
  otherSchemas: BundleSchemaFiles[];
}

export type BundleRead = { ok: true; summary: BundleSummary } | { ok: false; problem: BundleProblem };

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown, key: string): string | null => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : null;
  return typeof field === 'string' ? field : null;
};

/**
 * Reads the text of a JSON file as a bundle (`domain/transfer/bundle.ts`) and counts what it holds. Only its
 * header is checked here: the server's dry run checks every part and lists each problem.
 */
export function summarizeBundle(text: string, schemaId: string): BundleRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  const header = bundleHeaderSchema.safeParse(parsed);
  if (!header.success) return { ok: false, problem: { kind: 'notBundle' } };
  const bundle = parsed as Record<string, unknown>;
  const labels = new Map<string, string>();
  for (const schema of listOf(bundle.schemas)) {
    const id = textOf(schema, 'id');
    if (id !== null) labels.set(id, textOf(schema, 'label') ?? id);
  }
  const files = listOf(bundle.files);
  const others = new Map<string, number>();
  for (const file of files) {
    const fileSchemaId = textOf(file, 'schemaId');
    if (fileSchemaId !== null && fileSchemaId !== schemaId)
      others.set(fileSchemaId, (others.get(fileSchemaId) ?? 0) + 1);
  }
  return {
    ok: true,
    summary: {
      scope: header.data.scope,
      schemas: listOf(bundle.schemas).length,
      files: files.length,
      images: listOf(bundle.images).length,
      places: listOf(bundle.places).length,
      otherSchemas: [...others]
        .map(([id, count]) => ({ schemaId: id, label: labels.get(id) ?? id, files: count }))
        .sort((a, b) => b.files - a.files || a.label.localeCompare(b.label)),
    },
  };
}

import { TRANSFER_LIMITS } from '../../../domain/transfer/bundle';
import { type BundleRead, summarizeBundle } from './bundle-summary';

/** Whether a chosen file is taken for a bundle (by its name or type) rather than for a CSV file. */
export const isJsonFile = (file: File) => /\.json$/i.test(file.name) || file.type === 'application/json';

/** Reads a JSON file as a bundle and tells what it holds; one larger than the server takes is refused first. */
export async function readBundleFile(file: File, schemaId: string): Promise<BundleRead> {
  if (file.size > TRANSFER_LIMITS.importBundleBytes)
    return { ok: false, problem: { kind: 'bundleTooLarge' } };
  return summarizeBundle(await file.text(), schemaId);
}

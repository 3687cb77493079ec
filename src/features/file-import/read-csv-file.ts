import type { CsvRead } from './csv-table';

/**
 * Reads a CSV file as a table in a worker (`csv-worker.ts`), or on the page where there are no workers
 * (tests). Papa Parse's own worker runs from a `blob:` address, which the app's content security policy
 * refuses; this one is a script of the app's own origin.
 */
export async function readCsvFile(file: File): Promise<CsvRead> {
  if (typeof Worker === 'undefined') {
    const { readCsv } = await import('./csv-read');
    return readCsv(new Uint8Array(await file.arrayBuffer()));
  }
  const worker = new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<CsvRead>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<CsvRead>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'The CSV worker failed'));
      worker.postMessage(file);
    });
  } finally {
    worker.terminate();
  }
}

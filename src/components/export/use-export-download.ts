import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import type { ExportTarget } from './export-address';
import { recordCounter } from './record-counter';

/** An export to download: where (the app's cookie carries the session), the file's name and kind. */
export interface ExportRequest extends ExportTarget {
  fileName: string;
  kind: 'csv' | 'json';
}

/** How many of an export's files have arrived, of how many the server announced. */
export interface ExportProgress {
  files: number;
  total: number;
}

/** Hands bytes to the browser as a downloaded file. */
function save(parts: BlobPart[], fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads exports while counting their files as they arrive (the server says how many there are in
 * `x-total-files`); the file is saved once it is whole. `cancel`, or leaving the screen, stops it.
 * `start` answers whether the file was saved; a failure is told in a notification.
 */
export function useExportDownload() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async ({ href, body, fileName, kind }: ExportRequest): Promise<boolean> => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ files: 0, total: 0 });
    try {
      const response = await fetch(href, {
        signal: controller.signal,
        credentials: 'same-origin',
        ...(body !== undefined && { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const total = Number(response.headers.get('x-total-files') ?? 0);
      const count = recordCounter(kind);
      const decoder = new TextDecoder();
      const parts: BlobPart[] = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        setProgress({ files: count(decoder.decode(value, { stream: true })), total });
      }
      save(parts, fileName, response.headers.get('content-type') ?? 'application/octet-stream');
      return true;
    } catch (error) {
      if (!controller.signal.aborted) {
        notify({ message: t('export.failed'), tone: 'negative' });
        console.error(error);
      }
      return false;
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
    }
  };

  return { progress, start, cancel: () => abort.current?.abort() };
}

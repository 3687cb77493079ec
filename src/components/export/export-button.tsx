import { Button, HStack, Progress, Stack } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { type ReactNode, useRef, useState } from 'react';
import { t } from '../../lib/messages/t';
import { notify } from '../../lib/notify';
import { addRecipes } from '../../system';
import { recordCounter } from './record-counter';

addRecipes({ slotRecipes: { progress: progressSlotRecipe } });

interface ExportButtonProps {
  /** The export's address (the app's cookie carries the session). */
  href: string;
  fileName: string;
  kind: 'csv' | 'json';
  icon: ReactNode;
  children: ReactNode;
}

interface Arrived {
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
 * Downloads an export while showing how many of its files have arrived (the server says how many there
 * are), with a way to stop it; the file is saved once it is whole.
 */
export function ExportButton({ href, fileName, kind, icon, children }: ExportButtonProps) {
  const [progress, setProgress] = useState<Arrived | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ files: 0, total: 0 });
    try {
      const response = await fetch(href, { signal: controller.signal, credentials: 'same-origin' });
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
    } catch (error) {
      if (!controller.signal.aborted) {
        notify({ message: t('export.failed'), tone: 'negative' });
        console.error(error);
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (!progress) {
    return (
      <Button variant="outline" size="sm" onClick={() => void run()}>
        {icon}
        {children}
      </Button>
    );
  }
  const text = t('export.progress', { files: progress.files, total: progress.total });
  return (
    <HStack gap="2">
      <Stack gap="0" minWidth="40">
        <Progress.Root
          value={Math.min(progress.files, progress.total)}
          max={Math.max(progress.total, 1)}
          size="sm"
        >
          <Progress.Label textStyle="xs">{text}</Progress.Label>
          <Progress.Track aria-label={text}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
        {t('export.cancel')}
      </Button>
    </HStack>
  );
}

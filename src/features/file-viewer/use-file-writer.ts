import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { composeLabel, mergeFileData } from '../../../domain/file/file-data-ops';
import { FILE_LIMITS } from '../../../domain/file/file-input';
import type { FileDataEntry } from '../../../domain/file/types';
import type { SchemaElement } from '../../../domain/schema/types';
import { useUpdateFileMutation } from '../../api/update-file-mutation';
import { type DataSender, FileWriteQueue } from './file-write-queue';

/**
 * One queue per file for the whole session: a save still running when the user left the file goes on,
 * and coming back continues at the version it returns.
 */
const queues = new Map<string, FileWriteQueue>();

interface FileState {
  id: string;
  label: string;
  version: number;
  /** The entries as the server returned them. */
  data: FileDataEntry[];
}

/** Saves a file's entries in order; the label follows the Inputs that compose it. */
export function useFileWriter(file: FileState, elements: SchemaElement[]) {
  const { mutateAsync } = useUpdateFileMutation();
  const latest = useRef({ file, elements, mutateAsync });
  useEffect(() => {
    latest.current = { file, elements, mutateAsync };
  });

  // Reads only the latest props, so one sender serves the whole life of the form.
  const send = useCallback<DataSender>(async (entries, version) => {
    const current = latest.current;
    const queue = queues.get(current.file.id);
    const data = mergeFileData(current.file.data, [...(queue?.getSnapshot().local ?? [])]);
    const label = composeLabel(current.elements, data)?.slice(0, FILE_LIMITS.maxLabel);
    const result = await current.mutateAsync({
      id: current.file.id,
      data: entries,
      version,
      ...(label && label !== current.file.label ? { label } : {}),
    });
    if (!result.success) throw new Error(`File ${current.file.id} was not updated.`);
    return result.version ?? version;
  }, []);

  const [queue] = useState(() => {
    const existing = queues.get(file.id);
    if (existing) return existing;
    const created = new FileWriteQueue(file.version, send);
    queues.set(file.id, created);
    return created;
  });

  useEffect(() => {
    queue.setSender(send);
  }, [queue, send]);

  useEffect(() => {
    queue.observeVersion(file.version);
  }, [queue, file.version]);

  useEffect(() => {
    const warnBeforeLeaving = (event: BeforeUnloadEvent) => {
      if (queue.hasUnsaved) event.preventDefault();
    };
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [queue]);

  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { queue, ...snapshot };
}

import { type Mutation, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { mergeConflicts, seenAfterOwnWrites, splitConflict } from '../../../domain/file/file-conflict';
import { composeLabel, mergeFileData } from '../../../domain/file/file-data-ops';
import { FILE_LIMITS } from '../../../domain/file/file-input';
import type { FileDataEntry } from '../../../domain/file/types';
import type { SchemaElement } from '../../../domain/schema/types';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { fileDataQueryOptions } from '../../api/file-data-query';
import { fileScope, keepWritten, loadedFile } from '../../api/file-written';
import { OVERVIEW_KEY } from '../../api/query-keys';
import { authSession } from '../../lib/auth/auth-session';
import { request } from '../../lib/graphql/client';
import { isStaleVersion, MAX_REBASES } from '../../lib/graphql/error-codes';
import { UpdateFileDocument } from '../../lib/graphql/generated/graphql';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import { sameEntries, useEqualValue } from '../../lib/use-equal-value';
import { FileConflict, type RefusedValue, refusedValue, SaveFailed, ValueRefused } from './save-errors';
import { storedData } from './stored-data';
import { type FileSave, mergeWaitingSaves } from './waiting-saves';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'refused' | 'conflict';

const saveKey = (fileId: string) => ['file-save', fileId] as const;

interface SaveVariables extends FileSave {
  /** Whose save it is: a save is never sent under another user's session. */
  userId: string | undefined;
}

type SaveMutation = Mutation<unknown, Error, SaveVariables>;

/**
 * Per user and file, the entry this tab last saved for each element: a save queued behind another of the
 * same field was typed on top of it (see `seenAfterOwnWrites`).
 */
const ownWrites = new Map<string, Map<string, FileDataEntry>>();
const ownWritesOf = (userId: string | undefined, fileId: string) => {
  const key = JSON.stringify([userId ?? null, fileId]);
  let writes = ownWrites.get(key);
  if (!writes) {
    writes = new Map();
    ownWrites.set(key, writes);
  }
  return writes;
};

/**
 * Files a save gave a new label since the data tree was last reloaded for them: the tree names a file's
 * entries by its label, and is reloaded after a save only then (at 100,000 entries it is megabytes).
 */
const renamed = new Set<string>();

/** Saves absorbed into one sent before them resolve with it. */
const absorbed = new WeakMap<SaveVariables, Promise<unknown>>();

const ofSaves = (fileId: string) => (mutation: Mutation<unknown, Error, unknown>) =>
  mutation.options.mutationKey?.[0] === 'file-save' && mutation.options.mutationKey?.[1] === fileId;

/**
 * A file's saves as scoped mutations: one at a time, each at the version the one before left; saves waiting
 * behind one go out with it; a save refused because the file changed elsewhere is made again on the
 * current file unless someone else changed the same field, which the user then decides (`conflict`). A value
 * the server refuses for a rule (BAD_USER_INPUT naming its element) stays with its field (`refusals`) and
 * the save's other values go without it.
 */
export function useFileSaves(fileId: string, elements: SchemaElement[]) {
  const queryClient = useQueryClient();
  const mutations = queryClient.getMutationCache();

  const send = useCallback(
    async (save: SaveVariables): Promise<unknown> => {
      let { entries, seen } = save;
      const written = ownWritesOf(save.userId, fileId);
      const refused: RefusedValue[] = [];
      const refusal = () =>
        new ValueRefused(
          refused,
          seen.filter((entry) => refused.some((value) => value.elementId === entry.elementId)),
        );
      const answered = <T>(answer: T): T => {
        if (refused.length > 0) throw refusal();
        return answer;
      };
      for (let attempt = 1; ; attempt++) {
        if (authSession.getUser()?.userId !== save.userId) throw new SaveFailed(entries, seen, 'signed out');
        const file = await loadedFile(queryClient, fileId);
        const stored = storedData(file.data);
        seen = seenAfterOwnWrites(seen, stored, written);
        // A field someone else changed since the user saw it is theirs to decide, whether this save
        // learnt of it from a refusal or from a read that came in while the user was typing.
        const split = splitConflict(entries, seen, stored);
        if (split.clashes.length > 0) throw new FileConflict(split);
        if (split.replayable.length === 0) return answered({ success: true, version: file.version });
        entries = split.replayable;
        const label = composeLabel(elements, mergeFileData(stored, entries))?.slice(0, FILE_LIMITS.maxLabel);
        let answer: unknown;
        try {
          const { updateFile } = await request(UpdateFileDocument, {
            data: {
              id: fileId,
              data: entries,
              version: file.version,
              ...(label && label !== file.label ? { label } : {}),
            },
          });
          if (!updateFile.success) throw new SaveFailed(entries, seen, 'success: false');
          if (label && label !== file.label) renamed.add(fileId);
          for (const entry of entries) written.set(entry.elementId, entry);
          keepWritten(queryClient, fileId, {
            version: updateFile.version,
            entries,
            label: label || undefined,
          });
          answer = updateFile;
        } catch (error) {
          const value = refusedValue(error, entries);
          if (value) {
            refused.push(value);
            entries = entries.filter((entry) => entry !== value.entry);
            if (entries.length === 0) throw refusal();
            continue;
          }
          if (error instanceof SaveFailed || !isStaleVersion(error) || attempt === MAX_REBASES) {
            throw error instanceof SaveFailed ? error : new SaveFailed(entries, seen, error);
          }
          // Someone else saved the file first: the save is made again on what is stored now.
          await queryClient.fetchQuery({ ...fileDataQueryOptions(fileId), staleTime: 0 });
          continue;
        }
        return answered(answer);
      }
    },
    [queryClient, fileId, elements],
  );

  const { mutateAsync } = useMutation({
    mutationKey: saveKey(fileId),
    scope: fileScope(fileId),
    mutationFn: async (save: SaveVariables) => {
      const earlier = absorbed.get(save);
      if (earlier) {
        await earlier;
        return null;
      }
      // Saves typed while the one before was on its way go out together.
      const waiting = mutations
        .findAll({ mutationKey: saveKey(fileId), status: 'pending' })
        .map((mutation) => (mutation as SaveMutation).state.variables)
        .filter((variables): variables is SaveVariables => !!variables && variables !== save)
        .filter((variables) => !absorbed.has(variables));
      const sent = send({ ...save, ...mergeWaitingSaves([save, ...waiting]) });
      for (const variables of waiting) absorbed.set(variables, sent);
      return sent;
    },
    meta: {
      success: 'toast.fileUpdated',
      failure: 'toast.fileUpdateFailed',
      // The start page lists the file as changed; the tree names it by its label.
      invalidates: () => [
        fileDataQueryOptions(fileId).queryKey,
        OVERVIEW_KEY,
        ...(renamed.delete(fileId) ? [dataDirectoryQueryOptions().queryKey] : []),
      ],
    },
  });

  const saves = useMutationState<{ mutation: SaveMutation; status: string; error: unknown }>({
    filters: { predicate: ofSaves(fileId) },
    select: (mutation) => ({
      mutation: mutation as SaveMutation,
      status: mutation.state.status,
      error: mutation.state.error,
    }),
  });

  // Every clash still open, in one view: the latest clash per field.
  const conflict = useMemo(() => {
    const open = saves.map(({ error }) => error).filter((error) => error instanceof FileConflict);
    if (open.length === 0) return null;
    if (open.length === 1) return open[0] as FileConflict;
    return new FileConflict(mergeConflicts(open.map((error) => (error as FileConflict).split)));
  }, [saves]);
  const failed = saves.some(({ error }) => error instanceof SaveFailed);
  const pending = saves.some(({ status }) => status === 'pending');

  /**
   * Per element, the latest value the server refused and why; the same map while that stays so, since every
   * field reads it and a new one would render them all again with each save.
   */
  const refusals = useEqualValue(
    useMemo(() => {
      const byElement = new Map<string, RefusedValue>();
      for (const { error } of saves) {
        if (error instanceof ValueRefused)
          for (const value of error.refused) byElement.set(value.elementId, value);
      }
      return byElement;
    }, [saves]),
    sameEntries,
  );

  const state: SaveState = pending
    ? 'saving'
    : conflict
      ? 'conflict'
      : failed
        ? 'failed'
        : refusals.size > 0
          ? 'refused'
          : saves.some(({ status }) => status === 'success')
            ? 'saved'
            : 'idle';

  /** What the user entered that the loaded file does not show yet, the latest per element. */
  const local = useMemo(
    () =>
      saves.reduce<FileDataEntry[]>((merged, { mutation, status }) => {
        if (status !== 'pending' && status !== 'error') return merged;
        const { error } = mutation.state;
        const entries =
          error instanceof SaveFailed || error instanceof FileConflict || error instanceof ValueRefused
            ? error.entries
            : (mutation.state.variables?.entries ?? []);
        return mergeFileData(merged, entries);
      }, []),
    [saves],
  );

  const save = useCallback(
    (entries: FileDataEntry[], seen?: FileDataEntry[]) => {
      // A failed save's entries, and what the user saw before, go again with the next one; so do refused
      // values once the user changes one of them.
      const changes = (entry: FileDataEntry) => entries.some((mine) => mine.elementId === entry.elementId);
      const failedBefore = mutations
        .findAll({ predicate: ofSaves(fileId) })
        .filter(({ state: { error } }) => {
          if (error instanceof ValueRefused) return error.entries.some(changes);
          return error instanceof SaveFailed;
        });
      const carried = failedBefore.map(({ state }) => {
        const { entries: failed, seen: before } = state.error as SaveFailed | ValueRefused;
        return { entries: failed, seen: before };
      });
      for (const mutation of failedBefore) mutations.remove(mutation);
      const file = queryClient.getQueryData(fileDataQueryOptions(fileId).queryKey);
      const stored = storedData(file?.data);
      const shown =
        seen ?? stored.filter((entry) => entries.some((mine) => mine.elementId === entry.elementId));
      const merged = mergeWaitingSaves([...carried, { entries, seen: shown }]);
      return mutateAsync({ ...merged, userId: authSession.getUser()?.userId }).then(
        () => true,
        () => false,
      );
    },
    [mutations, queryClient, fileId, mutateAsync],
  );

  /** Saves the failed entries again; a conflict is never saved over without the user's choice. */
  const retry = useCallback(() => void save([]), [save]);

  /** Ends a conflict with the user's choice: `keep` are the entries to save, every other field as stored. */
  const resolve = useCallback(
    (keep: FileDataEntry[]) => {
      for (const mutation of mutations.findAll({ predicate: ofSaves(fileId) })) {
        if (mutation.state.error instanceof FileConflict) mutations.remove(mutation);
      }
      if (keep.length > 0) void save(keep);
    },
    [mutations, fileId, save],
  );

  // Leaving the page now would drop what the user typed.
  useBeforeUnloadWarning(saves.some(({ status }) => status === 'pending' || status === 'error'));

  return { state, local, conflict, refusals, save, retry, resolve };
}

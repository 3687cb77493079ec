import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import { addItem } from '../../../domain/directory/tree-ops';
import { flattenTree } from '../../../domain/directory/tree-shape';
import type { DirectoryItem } from '../../../domain/directory/types';
import { dataDirectoryQueryOptions } from '../../api/data-directory-query';
import { dataRecycleBinQueryOptions } from '../../api/data-recycle-bin-query';
import { MAX_REBASES } from '../../lib/graphql/error-codes';
import { answeredWith } from '../../lib/graphql/test-client-error';
import { createQueryClient } from '../../lib/query-client';
import { type ApiStub, stubApi } from '../../test/api-stub';
import { shownToastTexts } from '../../test/shown-toasts';
import type { LoadedTree } from './loaded-trees';
import { stateOf } from './loaded-trees';
import { type TreeState, type TreeWrite, viewOf } from './tree-write';
import { unsettled, useTreeWrites } from './use-tree-writes';

let api: ApiStub;

beforeEach(() => {
  api = stubApi();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = (items: DirectoryItem[]) =>
  flattenTree(items).map((entry) => ({
    id: entry.id,
    directory: { ...entry, restoreParentId: entry.restoreParentId ?? null },
  }));

/**
 * A server that holds one directory, answers the tree queries from it, and answers writes in the order
 * the test releases them; a write based on an older version is refused with CONFLICT.
 */
function fakeServer(initial: DirectoryItem[]) {
  let directory = initial;
  let version = 1;
  const sent: { ids: unknown; version: number }[] = [];
  const waiting: (() => void)[] = [];
  api.GetDirectoryFolderToLoggedInClient.mockImplementation(async () => ({
    getDirectoryFolderToLoggedInClient: { version, flat: rows(directory) },
  }));
  api.RecycleBin.mockImplementation(async () => ({ recycleBin: { version: 1, flat: [] } }));

  const queryClient = createQueryClient();
  const loaded = (): { directory: LoadedTree; bin: LoadedTree } => ({
    directory: { version, flat: rows(directory) },
    bin: { version: 1, flat: [] },
  });
  queryClient.setQueryData(dataDirectoryQueryOptions().queryKey, loaded().directory as never);
  queryClient.setQueryData(dataRecycleBinQueryOptions().queryKey, loaded().bin as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const current = {
        directory:
          queryClient.getQueryData<LoadedTree>(dataDirectoryQueryOptions().queryKey) ?? loaded().directory,
        bin: loaded().bin,
      };
      const writes = useTreeWrites('DATA', current.directory, current.bin);
      return {
        ...writes,
        view: viewOf(unsettled(writes.pending), stateOf(current.directory, current.bin).trees),
      };
    },
    { wrapper },
  );

  return {
    queryClient,
    sent,
    view: () => outline(result.current.view.directory),
    write: (write: TreeWrite) => act(() => result.current.write(write)),
    pendingCount: () => result.current.pending.length,
    /** Answers the oldest write on its way. */
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 2000 });
      await act(async () => waiting.shift()?.());
    },
    /** Someone else writes: the version moves on. */
    bumpVersion: () => {
      version += 1;
    },
    /** A save of one new folder. */
    addFolder(id: string, overrides: Partial<TreeWrite> = {}): TreeWrite {
      const apply = (trees: TreeState['trees']) => ({
        ...trees,
        directory: addItem(trees.directory, folder(id), null),
      });
      return {
        changes: [`Ordner ${id} angelegt`],
        written: 'directory',
        apply,
        send: (before) =>
          new Promise((resolve, reject) => {
            const next = apply(before.trees).directory;
            sent.push({ ids: outline(next), version: before.versions.directory });
            waiting.push(() => {
              if (before.versions.directory !== version) {
                reject(answeredWith('CONFLICT'));
                return;
              }
              directory = next;
              version += 1;
              resolve({ trees: { directory, bin: [] }, versions: { directory: version, bin: 1 } });
            });
          }),
        fail: vi.fn(),
        ...overrides,
      };
    },
  };
}

/** A CONFLICT for a stale version names the current one, as the server's does. */
const staleVersion = () => answeredWith('CONFLICT', 'refused', { version: 99 });

describe('tree writes', () => {
  it('shows writes at once and sends them one after another, each on the version the last left', async () => {
    const server = fakeServer(linked([folder('a')]));
    server.write(server.addFolder('b'));
    server.write(server.addFolder('c'));
    await waitFor(() => expect(server.view()).toEqual(['a', 'b', 'c']));
    expect(server.sent).toHaveLength(0);

    await server.release();
    await server.release();
    expect(server.sent).toEqual([
      { ids: ['a', 'b'], version: 1 },
      { ids: ['a', 'b', 'c'], version: 2 },
    ]);
    await waitFor(() => expect(server.pendingCount()).toBe(0));
    expect(server.view()).toEqual(['a', 'b', 'c']);
    expect(shownToastTexts()).toContain('Directory erfolgreich aktualisiert');
    // Once the last write is through, the trees are to be read again.
    await waitFor(() =>
      expect(server.queryClient.getQueryState(dataDirectoryQueryOptions().queryKey)?.isInvalidated).toBe(
        true,
      ),
    );
  });

  it('on a refused write, gives up what waited behind it and names every change not applied', async () => {
    const server = fakeServer(linked([folder('a')]));
    const refused = server.addFolder('b', {
      send: async () => {
        throw answeredWith('BAD_USER_INPUT');
      },
    });
    const later = server.addFolder('c');
    server.write(refused);
    server.write(later);

    await waitFor(() => expect(refused.fail).toHaveBeenCalledTimes(1));
    expect(refused.fail).toHaveBeenCalledWith(expect.anything(), ['Ordner c angelegt']);
    await waitFor(() => expect(server.pendingCount()).toBe(0));
    expect(server.sent).toEqual([]);
    expect(server.view()).toEqual(['a']);
  });

  it('makes a write overtaken by someone else again on the current tree while it still fits', async () => {
    const server = fakeServer(linked([folder('a')]));
    const write = server.addFolder('b', { fits: () => true });
    const send = write.send;
    let first = true;
    write.send = (before) => {
      if (!first) return send(before);
      first = false;
      server.bumpVersion();
      return Promise.reject(staleVersion());
    };
    server.write(write);
    server.write(server.addFolder('c'));

    await server.release();
    await server.release();
    await waitFor(() => expect(server.pendingCount()).toBe(0));
    expect(server.sent).toEqual([
      { ids: ['a', 'b'], version: 2 },
      { ids: ['a', 'b', 'c'], version: 3 },
    ]);
    expect(write.fail).not.toHaveBeenCalled();
    expect(server.view()).toEqual(['a', 'b', 'c']);
  });

  it('gives a write up when it no longer fits the current tree, or after several overtaking writes', async () => {
    const server = fakeServer(linked([folder('a')]));
    const stale = () => {
      server.bumpVersion();
      return Promise.reject(staleVersion());
    };
    const gone = server.addFolder('b', { fits: () => false, send: stale });
    server.write(gone);
    await waitFor(() => expect(gone.fail).toHaveBeenCalledTimes(1));

    const attempts = vi.fn(stale);
    const overtaken = server.addFolder('c', { fits: () => true, send: attempts });
    server.write(overtaken);
    await waitFor(() => expect(overtaken.fail).toHaveBeenCalledTimes(1));
    expect(attempts).toHaveBeenCalledTimes(MAX_REBASES);
    await waitFor(() => expect(server.view()).toEqual(['a']));
  });

  it('drops the writes still waiting when the user logs out', async () => {
    const server = fakeServer(linked([folder('a')]));
    server.write(server.addFolder('b'));
    const waiting = server.addFolder('c');
    server.write(waiting);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    // What logging out does with the caches (features/layout/use-logout.ts).
    act(() => server.queryClient.clear());
    await server.release();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.sent).toHaveLength(1);
  });
});

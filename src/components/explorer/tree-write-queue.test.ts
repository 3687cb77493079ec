import { describe, expect, it, vi } from 'vitest';
import { folder, linked, outline } from '../../../domain/directory/tree-fixtures';
import { addItem } from '../../../domain/directory/tree-ops';
import type { DirectoryItem } from '../../../domain/directory/types';
import { MAX_REBASES, type TreeState, type TreeWrite, TreeWriteQueue, viewOf } from './tree-write-queue';

/** A server that holds one directory and answers writes in the order the test releases them. */
function fakeServer(initial: DirectoryItem[]) {
  let state: TreeState = { trees: { directory: initial, bin: [] }, versions: { directory: 1, bin: 1 } };
  const sent: { ids: unknown; version: number }[] = [];
  const pending: (() => void)[] = [];
  const release = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const loaded = () => state;
  const reload = vi.fn(async () => undefined);
  const isStale = (error: unknown) => error instanceof Error && error.message === 'CONFLICT';
  const queue = new TreeWriteQueue({ loaded, reload, isStale });
  return {
    queue,
    reload,
    sent,
    release,
    view: () => outline(viewOf(queue.getSnapshot(), state).directory),
    /** Someone else writes: the version moves on. */
    bumpVersion: () => {
      state = { ...state, versions: { ...state.versions, directory: state.versions.directory + 1 } };
    },
    /** A save of one new folder, refused when its version is stale. */
    addFolder(id: string, fail = vi.fn()): TreeWrite {
      const apply = (trees: TreeState['trees']) => ({
        ...trees,
        directory: addItem(trees.directory, folder(id), null),
      });
      return {
        changes: [`Ordner ${id} angelegt`],
        apply,
        send: (before) =>
          new Promise((resolve, reject) => {
            const directory = apply(before.trees).directory;
            sent.push({ ids: outline(directory), version: before.versions.directory });
            pending.push(() => {
              if (before.versions.directory !== state.versions.directory) {
                reject(new Error('CONFLICT'));
                return;
              }
              state = {
                trees: { ...state.trees, directory },
                versions: { ...state.versions, directory: state.versions.directory + 1 },
              };
              resolve(state);
            });
          }),
        fail,
      };
    },
  };
}

describe('tree write queue', () => {
  it('shows a write at once and sends writes one after another, each on the version the last left', async () => {
    const server = fakeServer(linked([folder('a')]));
    server.queue.enqueue(server.addFolder('b'));
    server.queue.enqueue(server.addFolder('c'));
    expect(server.view()).toEqual(['a', 'b', 'c']);
    expect(server.sent).toHaveLength(0);
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));

    await server.release();
    await server.release();
    expect(server.sent).toEqual([
      { ids: ['a', 'b'], version: 1 },
      { ids: ['a', 'b', 'c'], version: 2 },
    ]);
    await vi.waitFor(() => expect(server.reload).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(server.queue.getSnapshot()).toEqual({ base: null, writes: [] }));
    expect(server.view()).toEqual(['a', 'b', 'c']);
  });

  it('lets a waiting save absorb the next one, so quick changes go out as one write', async () => {
    const server = fakeServer([]);
    const merge = vi.fn((next: TreeWrite) => ({ ...next, changes: ['both'] }));
    server.queue.enqueue(server.addFolder('a'));
    server.queue.enqueue({ ...server.addFolder('b'), merge });
    server.queue.enqueue(server.addFolder('c'));
    expect(merge).toHaveBeenCalledTimes(1);
    expect(server.queue.getSnapshot().writes.map((write) => write.changes)).toEqual([
      ['Ordner a angelegt'],
      ['both'],
    ]);
  });

  it('on a refused write, drops what was queued after it, reloads, and names every change not applied', async () => {
    const server = fakeServer(linked([folder('a')]));
    const fail = vi.fn();
    server.queue.enqueue(server.addFolder('b', fail));
    server.queue.enqueue(server.addFolder('c'));
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    server.bumpVersion();

    await server.release();
    await vi.waitFor(() => expect(fail).toHaveBeenCalledTimes(1));
    expect(fail).toHaveBeenCalledWith(expect.any(Error), ['Ordner c angelegt']);
    expect(server.reload).toHaveBeenCalledTimes(1);
    expect(server.sent).toHaveLength(1);
    expect(server.view()).toEqual(['a']);
  });

  it('makes a refused write again on the current tree while it still fits, and keeps what was queued', async () => {
    const server = fakeServer(linked([folder('a')]));
    const fail = vi.fn();
    server.queue.enqueue({ ...server.addFolder('b', fail), fits: () => true });
    server.queue.enqueue(server.addFolder('c'));
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    server.bumpVersion();

    await server.release();
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]).toEqual({ ids: ['a', 'b'], version: 2 });
    await server.release();
    await server.release();
    await vi.waitFor(() => expect(server.queue.getSnapshot()).toEqual({ base: null, writes: [] }));
    expect(fail).not.toHaveBeenCalled();
    expect(server.view()).toEqual(['a', 'b', 'c']);
  });

  it('gives a write up when it no longer fits the current tree, or after several overtaking writes', async () => {
    const server = fakeServer(linked([folder('a')]));
    const gone = vi.fn();
    server.queue.enqueue({ ...server.addFolder('b', gone), fits: () => false });
    await vi.waitFor(() => expect(server.sent).toHaveLength(1));
    server.bumpVersion();
    await server.release();
    await vi.waitFor(() => expect(gone).toHaveBeenCalledTimes(1));

    const overtaken = vi.fn();
    server.queue.enqueue({ ...server.addFolder('c', overtaken), fits: () => true });
    for (let attempt = 0; attempt < MAX_REBASES; attempt++) {
      await vi.waitFor(() => expect(server.sent).toHaveLength(2 + attempt));
      server.bumpVersion();
      await server.release();
    }
    await vi.waitFor(() => expect(overtaken).toHaveBeenCalledTimes(1));
    expect(server.sent).toHaveLength(1 + MAX_REBASES);
    expect(server.view()).toEqual(['a']);
  });

  it('reloads before the next write when a write cannot say what the server now holds', async () => {
    const server = fakeServer([]);
    const order: string[] = [];
    server.reload.mockImplementation(async () => {
      order.push('reload');
    });
    const opaque: TreeWrite = {
      changes: ['opaque'],
      apply: (trees) => trees,
      send: async () => {
        order.push('opaque');
        return null;
      },
      fail: vi.fn(),
    };
    server.queue.enqueue(opaque);
    server.queue.enqueue({
      ...opaque,
      send: async (before) => {
        order.push('next');
        return before;
      },
    });
    await vi.waitFor(() => expect(order).toEqual(['opaque', 'reload', 'next', 'reload']));
  });

  it('replays waiting writes on the newest loaded state instead of dropping what others saved', async () => {
    const server = fakeServer(linked([folder('a')]));
    server.queue.enqueue(server.addFolder('b'));
    expect(server.view()).toEqual(['a', 'b']);
    const snapshot = server.queue.getSnapshot();
    const newer: TreeState = {
      trees: { directory: linked([folder('a'), folder('x')]), bin: [] },
      versions: { directory: 5, bin: 1 },
    };
    expect(outline(viewOf(snapshot, newer).directory)).toEqual(['a', 'x', 'b']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { type FileDataEntry, MODEL_VALUE_KEY } from '../../../domain/file/types';
import { FileWriteQueue } from './file-write-queue';

const entry = (elementId: string, value: unknown): FileDataEntry => ({ elementId, [MODEL_VALUE_KEY]: value });

/** A sender whose answers the test gives one by one. */
function controlledSender() {
  const calls: {
    entries: FileDataEntry[];
    version: number;
    answer: (version: number) => void;
    fail: () => void;
  }[] = [];
  const send = vi.fn(
    (entries: FileDataEntry[], version: number) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ entries, version, answer: resolve, fail: () => reject(new Error('refused')) });
      }),
  );
  return { send, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FileWriteQueue', () => {
  it('sends one write at a time, each at the version the one before returned', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(3, send);
    void queue.save(entry('name', 'Ada'));
    void queue.save(entry('city', 'Berlin'));
    void queue.save(entry('name', 'Ada L.'));
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ entries: [entry('name', 'Ada')], version: 3 });

    calls[0]?.answer(4);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      entries: [entry('city', 'Berlin'), entry('name', 'Ada L.')],
      version: 4,
    });
  });

  it('keeps only the newest waiting entry per element', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    void queue.save(entry('a', 1));
    void queue.save(entry('b', 1));
    void queue.save(entry('b', 2));
    void queue.save(entry('b', 3));
    await settle();
    calls[0]?.answer(2);
    await settle();
    expect(calls[1]?.entries).toEqual([entry('b', 3)]);
  });

  it('keeps an entry that failed when nothing newer was typed', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    void queue.save(entry('a', 'only'));
    await settle();
    calls[0]?.fail();
    await settle();
    expect(calls).toHaveLength(1);
    expect(queue.getSnapshot().state).toBe('failed');
    expect(queue.hasUnsaved).toBe(true);
    void queue.save(entry('b', 'next'));
    await settle();
    expect(calls[1]?.entries).toEqual([entry('a', 'only'), entry('b', 'next')]);
  });

  it('reports saving, then saved, and resolves a save once the server holds it', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    expect(queue.getSnapshot().state).toBe('idle');
    const stored = vi.fn();
    void queue.save(entry('a', 'x')).then(stored);
    expect(queue.getSnapshot()).toEqual({ state: 'saving', local: [entry('a', 'x')] });
    expect(queue.hasUnsaved).toBe(true);
    await settle();
    calls[0]?.answer(2);
    await settle();
    expect(stored).toHaveBeenCalled();
    expect(queue.getSnapshot().state).toBe('saved');
    expect(queue.hasUnsaved).toBe(false);
  });

  it('keeps failed entries and what was typed meanwhile, and sends them again on retry', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(5, send);
    const stored = vi.fn();
    void queue.save(entry('a', 'first')).then(stored);
    await settle();
    void queue.save(entry('b', 'typed meanwhile'));
    void queue.save(entry('a', 'second'));
    calls[0]?.fail();
    await settle();
    // What was typed while the first write failed went out right after it, at the same version.
    expect(calls[1]).toMatchObject({
      entries: [entry('b', 'typed meanwhile'), entry('a', 'second')],
      version: 5,
    });
    calls[1]?.fail();
    await settle();
    expect(queue.getSnapshot().state).toBe('failed');
    expect(queue.getSnapshot().local).toEqual([entry('a', 'second'), entry('b', 'typed meanwhile')]);
    expect(stored).not.toHaveBeenCalled();

    queue.retry();
    await settle();
    expect(calls[2]?.entries).toEqual([entry('b', 'typed meanwhile'), entry('a', 'second')]);
    calls[2]?.answer(6);
    await settle();
    expect(queue.getSnapshot().state).toBe('saved');
    expect(stored).toHaveBeenCalled();
  });

  it('retries at a newer version when a reload reported one, and never goes back', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(2, send);
    void queue.save(entry('a', 1));
    await settle();
    calls[0]?.fail();
    await settle();
    queue.observeVersion(7);
    queue.observeVersion(4);
    queue.retry();
    await settle();
    expect(calls[1]?.version).toBe(7);
  });

  it('runs other writes in turn and takes their new version', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    void queue.save(entry('a', 1));
    const write = vi.fn(async (version: number) => version + 1);
    const written = queue.write(write);
    await settle();
    expect(write).not.toHaveBeenCalled();
    calls[0]?.answer(2);
    await written;
    expect(write).toHaveBeenCalledWith(2);
    void queue.save(entry('a', 2));
    await settle();
    expect(calls[1]?.version).toBe(3);
  });

  it('passes a failed other write to its caller and goes on', async () => {
    const { send, calls } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    const failing = queue.write(async () => {
      throw new Error('refused');
    });
    void queue.save(entry('a', 1));
    await expect(failing).rejects.toThrow('refused');
    await settle();
    expect(calls[0]?.version).toBe(1);
  });

  it('tells subscribers about changes', async () => {
    const { send } = controlledSender();
    const queue = new FileWriteQueue(1, send);
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    void queue.save(entry('a', 1));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    void queue.save(entry('a', 2));
    expect(listener).not.toHaveBeenCalled();
  });
});

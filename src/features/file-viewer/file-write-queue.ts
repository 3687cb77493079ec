import type { FileDataEntry } from '../../../domain/file/types';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Sends changed entries at the file's version; resolves to the file's new version or throws. */
export type DataSender = (entries: FileDataEntry[], version: number) => Promise<number>;

/** Another write to the file (its related files), made at the file's version; resolves to the new version. */
export type FileWrite = (version: number) => Promise<number | null | undefined>;

export interface QueueSnapshot {
  state: SaveState;
  /** What the user entered here, the latest entry per element, saved or not yet. */
  local: readonly FileDataEntry[];
}

type Job =
  | { kind: 'data' }
  | { kind: 'write'; write: FileWrite; resolve: () => void; reject: (error: unknown) => void };

/**
 * The writes to one file, one at a time, each made at the version the one before returned, so the
 * server's version check never trips over the user's own saves. Changed entries wait together and go
 * in one `updateFile`; entries that fail stay queued until the next save or `retry()`.
 */
export class FileWriteQueue {
  #version: number;
  #send: DataSender;
  readonly #pending = new Map<string, FileDataEntry>();
  readonly #local = new Map<string, FileDataEntry>();
  readonly #waiters = new Map<string, (() => void)[]>();
  readonly #jobs: Job[] = [];
  readonly #listeners = new Set<() => void>();
  #running = false;
  #failed = false;
  #savedOnce = false;
  #snapshot: QueueSnapshot = { state: 'idle', local: [] };

  constructor(version: number, send: DataSender) {
    this.#version = version;
    this.#send = send;
  }

  /** The latest sender wins: it knows the current schema and label. */
  setSender(send: DataSender): void {
    this.#send = send;
  }

  /** Versions only grow; a reload that returns an older one changes nothing. */
  observeVersion(version: number): void {
    if (version > this.#version) this.#version = version;
  }

  /** Whether something typed has not reached the server yet. */
  get hasUnsaved(): boolean {
    return this.#pending.size > 0 || this.#running;
  }

  /** Queues an entry; resolves once the server holds it or a newer entry for its element. */
  save(entry: FileDataEntry): Promise<void> {
    this.#pending.set(entry.elementId, entry);
    this.#local.set(entry.elementId, entry);
    const stored = new Promise<void>((resolve) => {
      this.#waiters.set(entry.elementId, [...(this.#waiters.get(entry.elementId) ?? []), resolve]);
    });
    this.#queueData();
    return stored;
  }

  /** Runs another write in turn with the saves. */
  write(write: FileWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#jobs.push({ kind: 'write', write, resolve, reject });
      this.#changed();
      void this.#run();
    });
  }

  /** Sends the entries that failed again. */
  retry(): void {
    if (this.#pending.size > 0) this.#queueData();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.#snapshot;

  #queueData(): void {
    if (!this.#jobs.some((job) => job.kind === 'data')) this.#jobs.push({ kind: 'data' });
    this.#changed();
    void this.#run();
  }

  async #run(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (let job = this.#jobs.shift(); job; job = this.#jobs.shift()) {
        if (job.kind === 'data') await this.#sendPending();
        else await this.#runWrite(job);
        this.#changed();
      }
    } finally {
      this.#running = false;
      this.#changed();
    }
  }

  async #sendPending(): Promise<void> {
    const batch = [...this.#pending.values()];
    if (batch.length === 0) return;
    this.#pending.clear();
    try {
      this.observeVersion(await this.#send(batch, this.#version));
      this.#failed = false;
      this.#savedOnce = true;
      for (const { elementId } of batch) {
        if (this.#pending.has(elementId)) continue;
        for (const resolve of this.#waiters.get(elementId) ?? []) resolve();
        this.#waiters.delete(elementId);
      }
    } catch {
      // Entries typed while this batch was on its way are newer and stay as they are.
      for (const entry of batch) {
        if (!this.#pending.has(entry.elementId)) this.#pending.set(entry.elementId, entry);
      }
      this.#failed = true;
    }
  }

  async #runWrite(job: Extract<Job, { kind: 'write' }>): Promise<void> {
    try {
      const version = await job.write(this.#version);
      if (typeof version === 'number') this.observeVersion(version);
      job.resolve();
    } catch (error) {
      job.reject(error);
    }
  }

  #state(): SaveState {
    const dataQueued = this.#jobs.some((job) => job.kind === 'data');
    if (this.#failed && this.#pending.size > 0 && !dataQueued) return 'failed';
    if (this.#pending.size > 0 || this.#running) return 'saving';
    return this.#savedOnce ? 'saved' : 'idle';
  }

  #changed(): void {
    const state = this.#state();
    const local = [...this.#local.values()];
    const previous = this.#snapshot;
    if (
      previous.state === state &&
      previous.local.length === local.length &&
      previous.local.every((entry, index) => entry === local[index])
    ) {
      return;
    }
    this.#snapshot = { state, local };
    for (const listener of this.#listeners) listener();
  }
}

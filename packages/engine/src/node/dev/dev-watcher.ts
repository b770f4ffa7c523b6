import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve, sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** A file event, as the dev server handles it. */
export interface WatchEvent {
  event: 'add' | 'change' | 'unlink';
  /** Absolute path. */
  file: string;
}

/** Options of {@link DevWatcher}. */
export interface DevWatcherOptions {
  /** Folders under which nothing is watched (the build's output folder). */
  ignoredDirs: () => readonly string[];
  /** Handles one batch of events; batches never overlap, and events that come meanwhile wait for the next. */
  onBatch(events: WatchEvent[]): Promise<void>;
  /** A watcher error (a folder that vanished, too many watches). */
  onError(error: unknown): void;
}

/**
 * Quiet time that closes a batch: saving a file is often several events
 * (write, then a metadata change, or a swap of a temporary file), and
 * "save all" in an editor touches many files at once. Short next to the
 * 150 ms budget from save to screen, long next to the gaps in one save.
 */
const BATCH_MS = 8;

/**
 * chokidar drops a file's `change` events for 50 ms after one it reported
 * (without a trailing one), so a second save soon after the first (a
 * formatter rewriting the file, a quick fix and save) would go unseen. This
 * long after each change the file is looked at again.
 */
const RECHECK_MS = 75;

/**
 * Watches the site's files with chokidar and hands over events in batches.
 *
 * Why chokidar rather than `fs.watch(dir, { recursive: true })`: Node 20
 * implements recursive watching on Linux in JavaScript, and it misses
 * events in folders created while watching (nodejs/node#48437) and can
 * crash when files are deleted (nodejs/node#52018); chokidar (v5, one small
 * dependency) watches each folder itself, handles editors that save by
 * renaming a temporary file (`atomic`), and lets targets come and go as the
 * config changes.
 */
export class DevWatcher {
  readonly #options: DevWatcherOptions;
  #watcher: FSWatcher | undefined;
  #ready: Promise<void> = Promise.resolve();
  #targets = new Set<string>();
  readonly #pending = new Map<string, WatchEvent['event']>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();
  #closed = false;
  /** Size and modification time of each file at its last event, to tell a change chokidar held back. */
  readonly #seen = new Map<string, { size: number; mtimeMs: number }>();
  readonly #rechecks = new Map<string, NodeJS.Timeout>();

  constructor(options: DevWatcherOptions) {
    this.#options = options;
  }

  /** Watches exactly these files and folders (folders recursively) from now on. */
  setTargets(paths: Iterable<string>): void {
    if (this.#closed) return;
    const next = new Set([...paths].map((p) => resolve(p)));
    if (!this.#watcher) {
      this.#watcher = this.#start([...next]);
    } else {
      const added = [...next].filter((p) => !this.#targets.has(p));
      const removed = [...this.#targets].filter((p) => !next.has(p));
      if (removed.length > 0) this.#watcher.unwatch(removed);
      if (added.length > 0) this.#watcher.add(added);
    }
    this.#targets = next;
  }

  /** Resolves once the first targets have been scanned: from then on, their changes are seen. */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** Stops watching; a batch under way finishes. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    for (const timer of this.#rechecks.values()) clearTimeout(timer);
    await this.#watcher?.close();
    await this.#running;
  }

  #start(paths: string[]): FSWatcher {
    const watcher = watch(paths, { ignoreInitial: true, ignored: (path) => this.#ignored(path) });
    // chokidar says `ready` once, after the paths it was created with; later additions are not awaited.
    this.#ready = new Promise((done) => watcher.once('ready', () => done()));
    for (const event of ['add', 'change', 'unlink'] as const) {
      watcher.on(event, (file, stats) => {
        const absolute = resolve(file);
        this.#queue(event, absolute);
        if (event === 'unlink') this.#seen.delete(absolute);
        else this.#recheckLater(absolute, stats);
      });
    }
    watcher.on('error', (error) => this.#options.onError(error));
    return watcher;
  }

  #ignored(path: string): boolean {
    // chokidar asks about each folder before walking into it, so the last name is enough to prune a tree.
    // Dot names are editor swap files, VCS folders and Quire's own temporary modules (`.quire.config.ts.1a2b.mjs`).
    const name = basename(path);
    if (name === 'node_modules' || (name.startsWith('.') && name !== '.' && name !== '..')) return true;
    const absolute = resolve(path);
    return this.#options.ignoredDirs().some((dir) => absolute === dir || absolute.startsWith(dir + sep));
  }

  #queue(event: WatchEvent['event'], file: string): void {
    const before = this.#pending.get(file);
    // Deleted and created again within one batch is a change; created and deleted is nothing to do.
    if (before === 'unlink' && event === 'add') this.#pending.set(file, 'change');
    else if (before === 'add' && event === 'unlink') this.#pending.delete(file);
    else if (before !== 'add') this.#pending.set(file, event);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#flush(), BATCH_MS);
  }

  /** Looks at `file` again in a moment, and reports it changed if it did after the event (see {@link RECHECK_MS}). */
  #recheckLater(file: string, stats: Stats | undefined): void {
    if (stats) this.#seen.set(file, { size: stats.size, mtimeMs: stats.mtimeMs });
    clearTimeout(this.#rechecks.get(file));
    this.#rechecks.set(
      file,
      setTimeout(() => {
        this.#rechecks.delete(file);
        stat(file).then(
          (now) => {
            const seen = this.#seen.get(file);
            if (this.#closed || (seen && seen.size === now.size && seen.mtimeMs === now.mtimeMs)) return;
            this.#queue('change', file);
            this.#recheckLater(file, now);
          },
          () => {},
        );
      }, RECHECK_MS),
    );
  }

  #flush(): void {
    this.#running = this.#running.then(async () => {
      if (this.#pending.size === 0 || this.#closed) return;
      const events = [...this.#pending].map(([file, event]) => ({ event, file }));
      this.#pending.clear();
      try {
        await this.#options.onBatch(events);
      } catch (error) {
        this.#options.onError(error);
      }
    });
  }
}

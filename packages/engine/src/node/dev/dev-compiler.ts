import type { Doc, DocRef } from '../content/doc.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import type { MarkdownOptions } from '../markdown/create-markdown-processor.js';
import type { BuildPool } from '../workers/build-pool.js';
import type { CompileTask } from '../workers/build-worker.js';
import { toSharedJson } from '../workers/shared-json.js';

/** What docs are compiled against; a new one (config or set of docs changed) makes every cached result stale. */
export interface CompileSetup {
  /** Changes with the setup; the worker keys its processor by it. */
  generation: string;
  siteDir: string;
  overrides: { outDir?: string; baseUrl?: string };
  /** The markdown options when they are plain data; without them the worker loads the config itself (plugins are functions). */
  markdown?: MarkdownOptions;
  /** Every published doc, to resolve `.md` links. */
  docRefs: DocRef[];
}

interface Cached {
  source: string;
  generation: string;
  result: SerializedCompiledDoc;
}

/**
 * The markdown phase on demand: docs are compiled when a page needs them,
 * on the build's worker thread (so the main thread keeps answering while
 * the pipeline loads, and it loads in parallel with the config), and cached
 * by source text until the setup changes. Two requests for one doc share
 * one compilation.
 */
export class DevCompiler {
  readonly #pool: BuildPool;
  #setup: CompileSetup | undefined;
  /** The setup's doc list as the worker takes it (see `CompileTask.docRefs`), made once per setup. */
  #sharedRefs: SharedArrayBuffer | undefined;
  readonly #cache = new Map<string, Cached>();
  readonly #inflight = new Map<string, Promise<SerializedCompiledDoc>>();
  #compiled = 0;

  constructor(pool: BuildPool) {
    this.#pool = pool;
  }

  /** How many docs have been compiled so far (for tests and the terminal). */
  get compiledCount(): number {
    return this.#compiled;
  }

  /** Sets what docs are compiled against. Cached results of an older setup are kept for display but count as stale. */
  setup(setup: CompileSetup): void {
    this.#setup = setup;
    this.#sharedRefs = toSharedJson(setup.docRefs);
  }

  /** The latest result for a doc id, fresh or not; for titles and anchors of pages not visited since an edit. */
  latest(docId: string): SerializedCompiledDoc | undefined {
    return this.#cache.get(docId)?.result;
  }

  /** Whether the cached result of `doc` matches its source and the current setup. */
  isFresh(doc: Doc): boolean {
    const cached = this.#cache.get(doc.id);
    return cached !== undefined && cached.source === doc.source && cached.generation === this.#setup?.generation;
  }

  /** Loads the markdown pipeline on the worker before the first page asks for it. */
  async warm(): Promise<void> {
    await this.compile([]);
  }

  /** Compiles the docs whose cached result is stale, all in one task, and returns every doc's result in order. */
  async compile(docs: readonly Doc[]): Promise<SerializedCompiledDoc[]> {
    const setup = this.#setup;
    if (!setup) throw new Error('Quire: DevCompiler.compile() before setup().');
    const key = (doc: Doc) => `${setup.generation}\0${doc.id}\0${doc.source}`;
    const todo = docs.filter((doc) => !this.isFresh(doc) && !this.#inflight.has(key(doc)));
    if (todo.length > 0 || docs.length === 0) {
      const task: CompileTask = {
        buildId: setup.generation,
        siteDir: setup.siteDir,
        overrides: setup.overrides,
        markdown: setup.markdown,
        docs: todo,
        docRefs: this.#sharedRefs!,
      };
      const batch = this.#pool.compile(task);
      todo.forEach((doc, i) => {
        const one = batch.then((results) => {
          const result = results[i]!;
          // A result for a setup that has been replaced meanwhile is returned but not kept.
          if (this.#setup?.generation === setup.generation) this.#cache.set(doc.id, { source: doc.source, generation: setup.generation, result });
          this.#compiled++;
          return result;
        });
        this.#inflight.set(key(doc), one);
        void one.finally(() => this.#inflight.delete(key(doc))).catch(() => {});
      });
      if (docs.length === 0) await batch;
    }
    return Promise.all(docs.map((doc) => (this.isFresh(doc) ? this.#cache.get(doc.id)!.result : this.#inflight.get(key(doc))!)));
  }
}

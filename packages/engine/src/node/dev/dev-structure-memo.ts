import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { SIDEBAR_PREFIX } from './dev-paths.js';
import type { DevSiteState } from './dev-site-state.js';
import type { ProblemRegistry } from './problem-registry.js';
import { siteStructure, type SiteStructure } from './site-structure.js';

/** What {@link DevStructureMemo} asks of the dev server it works for. */
export interface StructureMemoHost {
  problems: ProblemRegistry;
  /** Changes with the config and the set of docs (see `DevSite`); a new one makes the structure again. */
  generation(): string;
  /** A doc's latest compiled result, if it compiled (its title and headings shape the structure). */
  compiled(docId: string): SerializedCompiledDoc | undefined;
  /** A structure was made afresh: the site's own links are checked against it. */
  made(state: DevSiteState, structure: SiteStructure): void;
}

/**
 * The routes and sidebars of `quire dev` as of now. Making them walks every
 * doc, and every request asks for them, so they are made again only after
 * something changed: the server calls {@link changed} when docs or compiled
 * results do, and the generation covers the config and the set of docs.
 * It also numbers the sidebars' versions, which key the sidebar modules'
 * URLs so that a browser fetches a sidebar again only when it changed.
 */
export class DevStructureMemo {
  readonly #host: StructureMemoHost;
  /** Bumped by every change of docs or compiled results; keys the memo. */
  #version = 0;
  #memo: { version: number; generation: string; structure: SiteStructure } | undefined;
  #sidebarsJson = '';
  #sidebarVersion = 0;

  constructor(host: StructureMemoHost) {
    this.#host = host;
  }

  /** Docs or compiled results changed: the next {@link of} makes the structure again. */
  changed(): void {
    this.#version++;
  }

  /** The sidebars as last made, as JSON: compared before and after an edit to tell whether they changed. */
  get sidebarsJson(): string {
    return this.#sidebarsJson;
  }

  /**
   * Routes and sidebars as of now, made again only after something changed;
   * making them records their problems (`sidebars`, `routes`).
   */
  of(state: DevSiteState): SiteStructure {
    const host = this.#host;
    const generation = host.generation();
    if (this.#memo?.version === this.#version && this.#memo.generation === generation) return this.#memo.structure;
    const structure = siteStructure(state.ctx, state.loaded, state.docs.published(), (id) => host.compiled(id), state.lastUpdates, state.pages.pages());
    this.#memo = { version: this.#version, generation, structure };
    const sidebarsJson = JSON.stringify(structure.sidebars.sidebars);
    if (sidebarsJson !== this.#sidebarsJson) {
      this.#sidebarsJson = sidebarsJson;
      this.#sidebarVersion++;
    }
    host.problems.set('sidebars', structure.sidebars.diagnostics);
    host.problems.set('routes', structure.routeDiagnostics);
    host.made(state, structure);
    return structure;
  }

  /** The URL of a sidebar's module, with the sidebars' version: a changed sidebar is a new URL, which no cache holds. */
  sidebarUrl(id: string): string {
    return `${SIDEBAR_PREFIX}${encodeURIComponent(id)}.js?v=${this.#sidebarVersion}`;
  }
}

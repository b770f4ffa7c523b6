import type { CustomPageFile } from '../content/find-custom-pages.js';
import type { Doc } from '../content/doc.js';
import type { Diagnostic } from '../diagnostic.js';
import { checkStaticImages } from '../links/check-static-images.js';
import { findBrokenLinks, type LinkCheck } from '../links/find-broken-links.js';
import type { SerializedCompiledDoc } from '../markdown/compiled-doc.js';
import { anchorTargets } from './anchor-targets.js';
import type { DevSiteState } from './dev-site-state.js';
import type { ProblemRegistry } from './problem-registry.js';
import type { SiteStructure } from './site-structure.js';

/** What {@link DevLinkChecks} asks of the dev server it works for. */
export interface LinkChecksHost {
  problems: ProblemRegistry;
  /** The state in use now; a check against another one is stale and records nothing. */
  state(): DevSiteState | undefined;
  /** Routes and sidebars as of now. */
  structure(state: DevSiteState): SiteStructure;
  /** A doc's latest compiled result, if it compiled. */
  compiled(docId: string): SerializedCompiledDoc | undefined;
  /** Compiles docs (recording their problems); false when the markdown pipeline failed. */
  compile(docs: readonly Doc[]): Promise<boolean>;
}

/**
 * The link checking of `quire dev`: the build's check, run one page at a
 * time. A page's links are checked after it is served (the reader waits for
 * the page, not for its link warnings), once the docs its anchors point into
 * are compiled, and reported as that page's problems. Broken links warn here
 * where the build fails on them: they must not stop anyone reading the page.
 */
export class DevLinkChecks {
  readonly #host: LinkChecksHost;
  /** Checks under way, which a response or an update started and does not wait for. */
  readonly #checks = new Set<Promise<void>>();

  constructor(host: LinkChecksHost) {
    this.#host = host;
  }

  /**
   * Resolves once the checks started (and the compiling of the docs their
   * anchors point into) are done, those started meanwhile included.
   */
  async settled(): Promise<void> {
    while (this.#checks.size > 0) await Promise.allSettled(this.#checks);
  }

  /** Checks a doc's links in a later turn, once the response or update that asked for it has gone out. */
  startDoc(state: DevSiteState, doc: Doc): void {
    this.#start(() => this.#checkDoc(state, doc));
  }

  /** Checks a markdown custom page's links as a doc's are (see {@link startDoc}), against the docs' headings. */
  startPage(state: DevSiteState, file: CustomPageFile, result: SerializedCompiledDoc): void {
    this.#start(() => this.#checkPage(state, file, result));
  }

  /** Checks the site's own links (navbar, footer, home page, sidebars) as the build does, and records them as warnings. */
  checkSite(state: DevSiteState, structure: SiteStructure): void {
    const siteLinks = findBrokenLinks({ ...this.#against(state, structure), linksOf: [], sidebars: structure.sidebars.sidebars });
    this.#host.problems.set('site-links', siteLinks.map(asWarning));
  }

  /** Runs a check after the current turn and keeps it for {@link settled} until it ends. */
  #start(check: () => Promise<void>): void {
    const checking: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(check)
      .finally(() => this.#checks.delete(checking));
    this.#checks.add(checking);
  }

  async #checkDoc(state: DevSiteState, doc: Doc): Promise<void> {
    const host = this.#host;
    const result = host.compiled(doc.id);
    if (!result) return;
    if (!(await this.#compileTargets(state, doc, result))) return;
    // A newer edit started its own check meanwhile; this one's answer is stale.
    if (host.compiled(doc.id) !== result || host.state() !== state) return;
    // The build's check of one page; a missing static image is an error in both.
    const broken = findBrokenLinks({ ...this.#against(state, host.structure(state)), linksOf: [doc] }).map(asWarning);
    host.problems.set(`links:${doc.filePath}`, [...broken, ...checkStaticImages([[doc.filePath, result]], state.loaded.config.staticDir)], doc.route);
  }

  async #checkPage(state: DevSiteState, file: CustomPageFile, result: SerializedCompiledDoc): Promise<void> {
    const host = this.#host;
    const page = state.pages.pages().find((p) => p.file.filePath === file.filePath);
    // Saved again meanwhile: the newer compile checks its own result.
    if (!page?.doc || page.compiled !== result) return;
    const doc = page.doc;
    if (!(await this.#compileTargets(state, doc, result))) return;
    if (host.state() !== state) return;
    // The page is no doc of the site: it is added to what links resolve against, with its own headings.
    const base = this.#against(state, host.structure(state));
    const compiled = (id: string) => (id === doc.id ? result : base.compiled(id));
    const broken = findBrokenLinks({ ...base, docs: [...base.docs, doc], compiled, linksOf: [doc] }).map(asWarning);
    host.problems.set(`links:${file.filePath}`, [...broken, ...checkStaticImages([[file.filePath, result]], state.loaded.config.staticDir)], file.route);
  }

  /** Compiles the docs a page's anchors point into that have not compiled yet (their headings are the targets); false when that failed. */
  async #compileTargets(state: DevSiteState, doc: Doc, result: SerializedCompiledDoc): Promise<boolean> {
    const host = this.#host;
    const targets = anchorTargets(doc, result, host.structure(state)).filter((target) => !host.compiled(target.id));
    return targets.length === 0 || (await host.compile(targets));
  }

  /** What links are checked against: the routes as of now, and the headings of the docs compiled so far. */
  #against(state: DevSiteState, structure: SiteStructure): Omit<LinkCheck, 'linksOf'> {
    return { files: state.loaded, manifest: structure.manifest, docs: structure.docs, compiled: (id: string) => this.#host.compiled(id) };
  }
}

/** A broken link as `quire dev` reports it: a warning, where the build makes it an error. */
function asWarning(diagnostic: Diagnostic): Diagnostic {
  return { ...diagnostic, severity: 'warning' };
}

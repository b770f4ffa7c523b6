import type { DevProblem } from '../../shared/dev-messages.js';

/** Id of the overlay's host element, for tests and for sites that want to style around it. */
export const OVERLAY_HOST_ID = 'quire-dev-overlay';

// In a shadow root, so the theme's CSS cannot restyle it and its CSS cannot leak into the page.
const STYLES = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; z-index: 2147483646; background: rgb(0 0 0 / 0.55); overflow: auto; padding: 5vh 1rem; }
.panel { box-sizing: border-box; max-width: 56rem; margin: 0 auto; border-radius: 8px; background: #fff; color: #1c1e21;
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); border-top: 6px solid #c92a2a; }
.panel.warnings { position: fixed; right: 1rem; bottom: 1rem; z-index: 2147483646; max-width: min(36rem, calc(100vw - 2rem)); max-height: 50vh;
  overflow: auto; border-top-color: #e67700; }
header { display: flex; align-items: center; gap: 1rem; padding: 0.75rem 1rem 0.25rem; }
h2 { flex: 1; margin: 0; font-size: 1.1rem; }
button { font: inherit; border: 1px solid #adb5bd; border-radius: 4px; background: #f8f9fa; color: inherit; padding: 0.15rem 0.6rem; cursor: pointer; }
button:focus-visible { outline: 2px solid #1c7ed6; outline-offset: 2px; }
ol { list-style: none; margin: 0; padding: 0 1rem; }
li { padding: 0.6rem 0; border-top: 1px solid #e9ecef; }
li:first-child { border-top: 0; }
.where { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #495057; word-break: break-all; }
.severity { font-weight: 700; text-transform: uppercase; font-size: 0.75rem; letter-spacing: 0.04em; margin-right: 0.5rem; }
.error .severity { color: #c92a2a; }
.warning .severity { color: #b35c00; }
.message { margin: 0.2rem 0 0; white-space: pre-wrap; }
.hint { margin: 0.2rem 0 0; color: #2b8a3e; }
footer { padding: 0.5rem 1rem 0.75rem; color: #495057; font-size: 0.85rem; }
`;

/**
 * The dev server's overlay: the problems of the page on screen, drawn over
 * it. Errors cover the page (it may be stale or broken under them);
 * warnings sit in a corner and leave the page readable. Text only, never
 * HTML, since messages quote the author's markdown. Closing it (button or
 * Escape) hides these problems until the list changes.
 */
export class ErrorOverlay {
  #host: HTMLElement | undefined;
  #shown = '';
  #dismissed = '';
  readonly #onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && this.#host) this.#dismiss();
  };

  /** Shows `problems`, or hides the overlay when there are none. */
  show(problems: readonly DevProblem[]): void {
    const key = JSON.stringify(problems);
    this.#shown = key;
    if (problems.length === 0 || key === this.#dismissed) {
      this.#remove();
      return;
    }
    this.#remove();
    this.#host = this.#render(problems);
    document.body.appendChild(this.#host);
    document.addEventListener('keydown', this.#onKey);
  }

  #dismiss(): void {
    this.#dismissed = this.#shown;
    this.#remove();
  }

  #remove(): void {
    this.#host?.remove();
    this.#host = undefined;
    document.removeEventListener('keydown', this.#onKey);
  }

  #render(problems: readonly DevProblem[]): HTMLElement {
    const host = document.createElement('div');
    host.id = OVERLAY_HOST_ID;
    const root = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLES;
    root.appendChild(style);

    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.length - errors;
    const panel = element('section', errors > 0 ? 'panel errors' : 'panel warnings');
    // An error needs the reader's attention now; a warning can wait its turn.
    panel.setAttribute('role', errors > 0 ? 'alert' : 'status');
    panel.setAttribute('aria-labelledby', 'quire-dev-overlay-title');

    const header = element('header');
    const title = element('h2', undefined, [count(errors, 'error'), count(warnings, 'warning')].filter(Boolean).join(', '));
    title.id = 'quire-dev-overlay-title';
    const close = element('button', 'close', 'Close');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close the problems overlay');
    close.addEventListener('click', () => this.#dismiss());
    header.append(title, close);

    const list = element('ol');
    for (const problem of problems) list.appendChild(problemItem(problem));
    const footer = element(
      'footer',
      undefined,
      errors > 0 ? 'Fix the file and save it: this page updates by itself. Escape closes this.' : 'The page works; these are worth a look. Escape closes this.',
    );
    panel.append(header, list, footer);

    if (errors > 0) {
      const backdrop = element('div', 'backdrop');
      backdrop.appendChild(panel);
      root.appendChild(backdrop);
    } else {
      root.appendChild(panel);
    }
    return host;
  }
}

function problemItem(problem: DevProblem): HTMLLIElement {
  const item = element('li', problem.severity);
  const where = element('div', 'where');
  where.append(element('span', 'severity', problem.severity), location(problem) || 'site');
  item.appendChild(where);
  item.appendChild(element('p', 'message', problem.message));
  if (problem.hint) item.appendChild(element('p', 'hint', problem.hint));
  return item;
}

function location(problem: DevProblem): string {
  if (!problem.file) return '';
  if (problem.line === undefined) return problem.file;
  return problem.column === undefined ? `${problem.file}:${problem.line}` : `${problem.file}:${problem.line}:${problem.column}`;
}

function count(n: number, noun: string): string {
  return n === 0 ? '' : `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

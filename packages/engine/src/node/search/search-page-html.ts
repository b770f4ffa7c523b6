import { escapeHtml } from '../render/escape-html.js';
import type { SearchPage } from './search-section.js';

/**
 * The page as Pagefind indexes it: a small HTML document holding only what
 * search needs, built from the page's sections rather than from the full
 * rendered page (no navbar, sidebar or code markup to exclude, a fraction of
 * the bytes to pipe to Pagefind). Each section keeps its heading with its
 * id, which Pagefind turns into a sub-result that links to `route#id`; code
 * identifiers follow the section's prose in a paragraph of their own.
 */
export function searchPageHtml(page: SearchPage): string {
  const parts = [`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title></head><body><main data-pagefind-body>`];
  parts.push(`<h1>${escapeHtml(page.title)}</h1>`);
  for (const section of page.sections) {
    if (section.anchor !== '') {
      const level = Math.min(Math.max(section.depth, 2), 6);
      parts.push(`<h${level} id="${escapeHtml(section.anchor)}">${escapeHtml(section.heading)}</h${level}>`);
    }
    if (section.text) parts.push(`<p>${escapeHtml(section.text)}</p>`);
    if (section.code.length > 0) parts.push(`<p>${escapeHtml(section.code.join(' '))}</p>`);
  }
  parts.push('</main></body></html>');
  return parts.join('\n');
}

import type { ReactNode } from 'react';
import type { AdmonitionProps } from '@quire/engine/client';

/** Props the build gives `quire-admonition` and `quire-admonition-title` elements (the engine's `AdmonitionProps`). */
export type { AdmonitionProps };

const KNOWN = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

function kind(type: string | undefined): string {
  return type !== undefined && KNOWN.has(type) ? type : 'note';
}

/**
 * An admonition (`:::tip … :::` in markdown): a box coloured after its type
 * (`quire-admonition--tip`; colours in `styles/admonitions.css`). Its first
 * child is always its {@link AdmonitionTitle}.
 *
 * `role="note"`: the box is a note about the text around it, not a landmark
 * (which `<aside>` alone would make it, cluttering the landmark list).
 */
export function Admonition({ type, children }: AdmonitionProps) {
  return (
    <aside className={`quire-admonition quire-admonition--${kind(type)}`} role="note">
      {children}
    </aside>
  );
}

/** Props of {@link AdmonitionTitle}: the build's, and an `icon` of the author's (`<Admonition icon>` in MDX). */
export interface AdmonitionTitleProps extends AdmonitionProps {
  /** Shown instead of the type's icon. */
  icon?: ReactNode;
}

/**
 * An admonition's title line: the type's icon, then the title the build
 * set (the author's, or the type's name). Not a heading, so admonitions
 * stay out of the page outline and the table of contents.
 */
export function AdmonitionTitle({ type, icon, children }: AdmonitionTitleProps) {
  return (
    <div className="quire-admonition-title">
      {icon === undefined ? <AdmonitionIcon type={kind(type)} /> : <span className="quire-admonition-icon">{icon}</span>}
      <span>{children}</span>
    </div>
  );
}

/** Paths of 16×16 icons (Octicons-like shapes drawn for Quire), one per type. */
const ICON_PATHS: Record<string, string> = {
  // An "i" in a circle.
  note: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM6.8 7.5h1.9v4.3h.9v1.2H6.5v-1.2h.9V8.7h-.6Z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 3.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM6.8 7.5h1.9v4.3h.9v1.2H6.5v-1.2h.9V8.7h-.6Z',
  // A light bulb.
  tip: 'M8 1a5 5 0 0 0-3 9c.6.5 1 1.1 1 1.8V12h4v-.2c0-.7.4-1.3 1-1.8a5 5 0 0 0-3-9Zm-2 12.2h4v.8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1Z',
  // An exclamation mark in a triangle.
  warning: 'M8.9 1.6a1 1 0 0 0-1.8 0L.7 13.4A1 1 0 0 0 1.6 15h12.8a1 1 0 0 0 .9-1.6ZM7.2 5.5h1.6l-.2 4.8H7.4ZM8 11.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  caution: 'M8.9 1.6a1 1 0 0 0-1.8 0L.7 13.4A1 1 0 0 0 1.6 15h12.8a1 1 0 0 0 .9-1.6ZM7.2 5.5h1.6l-.2 4.8H7.4ZM8 11.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  // A flame.
  danger: 'M8.6.8c.3 2.4-1 3.5-2.2 4.8C5.2 6.9 4 8.3 4 10.3A4 4 0 0 0 8 15a4 4 0 0 0 4-4.2c0-1.7-.8-2.9-1.6-3.8.1 1.3-.4 2.2-1.2 2.5.5-2.6-.2-5.5-2.6-8.7Z',
};

function AdmonitionIcon({ type }: { type: string }) {
  return (
    <svg className="quire-admonition-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}

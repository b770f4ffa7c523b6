import { Fragment, isValidElement, type ReactNode } from 'react';

/** Values for the `{name}` placeholders of a message: text, or React nodes (a link inside a sentence). */
export type InterpolateValues<Value extends ReactNode = ReactNode> = Record<string, Value>;

/** Props of {@link Interpolate}. */
export interface InterpolateProps {
  /** The message, with `{name}` placeholders. */
  children: string;
  values?: InterpolateValues;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Docusaurus's `interpolate` (a named export of `@docusaurus/Interpolate`):
 * each `{name}` of the text replaced by `values.name`; a placeholder without
 * a value stays as written. Text only, when every value is text or a
 * number; else the parts as React nodes.
 */
export function interpolate(text: string, values?: InterpolateValues<string | number>): string;
export function interpolate(text: string, values?: InterpolateValues): ReactNode;
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  let onlyText = true;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const value = values?.[match[1]!];
    if (value === undefined) continue;
    parts.push(text.slice(last, match.index));
    parts.push(value);
    if (typeof value !== 'string' && typeof value !== 'number') onlyText = false;
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  if (onlyText) return parts.join('');
  return parts.map((part, index) => (isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part));
}

/** Docusaurus's `@docusaurus/Interpolate`: its text child with the `{name}` placeholders filled in (see {@link interpolate}). */
export default function Interpolate({ children, values }: InterpolateProps): ReactNode {
  if (typeof children !== 'string') {
    throw new Error(`Quire: the child of <Interpolate> must be a string, such as <Interpolate values={{ name }}>{'Hello {name}'}</Interpolate>; it was a ${typeof children}.`);
  }
  return <>{interpolate(children, values)}</>;
}

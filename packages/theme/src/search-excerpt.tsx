import type { ExcerptPart } from './search-result.js';

/** Props of {@link SearchExcerpt}. */
export interface SearchExcerptProps {
  parts: ExcerptPart[];
}

/**
 * A result's excerpt with its matches in `<mark>`. Built from text parts as
 * React nodes, so whatever the page or the query says is shown as
 * characters and never parsed as HTML.
 */
export function SearchExcerpt({ parts }: SearchExcerptProps) {
  return (
    <span className="quire-search-excerpt">
      {parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </span>
  );
}

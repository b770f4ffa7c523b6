import { useThemeComponents } from '@quire/engine/client';
import { AdmonitionTitle } from './admonition.js';

/**
 * The banner over an unlisted doc (front matter `unlisted: true`), worded as
 * Docusaurus words it: a warning that the page is reachable by its address
 * only, so a reader who follows a shared link knows why it is found nowhere
 * else. Drawn with the site's `Admonition`, so a replacement shows here too.
 */
export function UnlistedBanner() {
  const { Admonition } = useThemeComponents();
  return (
    <div className="quire-unlisted-banner">
      <Admonition type="warning">
        <AdmonitionTitle type="warning">Unlisted page</AdmonitionTitle>
        <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
      </Admonition>
    </div>
  );
}

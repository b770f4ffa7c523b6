import type { ComponentProps } from 'react';
import { useBaseUrl } from '@quire/engine/client';

/**
 * `<img>` in markdown. The build writes site paths (`/assets/media/…` for
 * images beside the docs, `/img/…` for static ones) without the base URL,
 * so the same page data works wherever the site is served; this adds it.
 * Width, height and `loading="lazy"` come from the build.
 */
export function MarkdownImage({ src, alt, ...rest }: ComponentProps<'img'>) {
  const resolved = useBaseUrl(typeof src === 'string' ? src : '');
  return <img src={typeof src === 'string' && src.startsWith('/') ? resolved : src} alt={alt ?? ''} {...rest} />;
}

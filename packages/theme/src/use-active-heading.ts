import { useEffect, useState } from 'react';

/**
 * The id of the heading the reader is in: the last of `ids` whose top has
 * scrolled up past the sticky navbar, or `undefined` above the first one.
 * Once the page is scrolled to the bottom, where the last headings can
 * never reach the top, it is the last heading in view.
 *
 * "Past the navbar" means within the heading's own `scroll-margin-top`
 * (navbar height plus a little, set by the theme's CSS), so following a TOC
 * link, which parks the heading exactly there, highlights that heading.
 *
 * One passive scroll listener, throttled to one measurement per animation
 * frame. It re-measures when `ids` change, i.e. after navigating to
 * another doc. Always `undefined` on the server and the first client
 * render, so hydration matches.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  const key = ids.join('\n');

  useEffect(() => {
    const headingIds = key === '' ? [] : key.split('\n');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headings = headingIds.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => h !== null);
      const first = headings[0];
      if (!first) return setActive(undefined);
      const threshold = (parseFloat(getComputedStyle(first).scrollMarginTop) || 0) + 1;
      let current: HTMLElement | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top > threshold) break;
        current = heading;
      }
      const root = document.documentElement;
      if (root.scrollTop > 0 && window.innerHeight + root.scrollTop >= root.scrollHeight - 2) {
        current = headings.filter((heading) => heading.getBoundingClientRect().top < window.innerHeight).pop() ?? current;
      }
      setActive(current?.id);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return active;
}

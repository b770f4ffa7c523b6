import { useEffect } from 'react';

/**
 * While `locked`, the page behind a modal does not scroll: `overflow:
 * hidden` on `<body>`, restored to what it was when the lock ends. The
 * scrollbar's width is kept as padding so the page does not shift sideways
 * on desktop browsers with classic scrollbars.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = previous.overflow;
      style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}

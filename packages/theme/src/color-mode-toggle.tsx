import { useEffect, useState } from 'react';
import { useSiteData } from '@quire/engine/client';
import type { COLOR_MODE_STORAGE_KEY } from '@quire/engine/types';

type ColorMode = 'light' | 'dark';

// The engine's inline head script reads this key before paint; typing it as
// the engine constant's literal type makes a rename there fail to compile
// here, without the theme importing engine code at runtime.
const STORAGE_KEY: typeof COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * The light/dark switch of the navbar. It writes `data-theme` on `<html>`
 * (which the theme's CSS variables key off) and remembers the choice in
 * localStorage under `theme`. Renders nothing when the site sets
 * `colorMode.disableSwitch`.
 *
 * The server cannot know the reader's stored mode, so it renders the
 * button for the site's default mode and the effect below corrects the
 * label after hydration; the icons follow `html[data-theme]` in CSS, so
 * they are right even before that.
 *
 * To swap it, replace `Navbar` in the component map and render your own
 * switch there.
 */
export function ColorModeToggle() {
  const { colorMode } = useSiteData();
  const [mode, setMode] = useState<ColorMode>(colorMode.defaultMode);

  useEffect(() => {
    const applied = document.documentElement.dataset.theme;
    if (applied === 'light' || applied === 'dark') setMode(applied);
  }, []);

  if (colorMode.disableSwitch) return null;

  const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  const toggle = () => {
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage can be disabled (private mode, blocked cookies): the switch still works for this page.
    }
    setMode(next);
  };

  return (
    <button type="button" className="quire-color-mode-toggle" aria-label={label} title={label} onClick={toggle}>
      <svg className="quire-icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg className="quire-icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" fill="currentColor" />
      </svg>
    </button>
  );
}

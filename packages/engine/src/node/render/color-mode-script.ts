import { COLOR_MODE_STORAGE_KEY } from '../../shared/types.js';

/**
 * An inline script for `<head>` that applies the reader's stored color mode
 * before first paint, so a dark-mode reader never sees a light flash. The
 * server already wrote the site's default mode on `<html data-theme>`; this
 * only overrides it. It runs before any module script and stays tiny.
 */
export function colorModeScript(): string {
  const key = JSON.stringify(COLOR_MODE_STORAGE_KEY);
  return `(function(){try{var m=localStorage.getItem(${key});if(m==="light"||m==="dark")document.documentElement.setAttribute("data-theme",m)}catch(e){}})();`;
}

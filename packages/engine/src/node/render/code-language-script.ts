import { CODE_LANGUAGE_STORAGE_KEY } from '../../shared/types.js';

/**
 * An inline script for `<head>` that applies the reader's stored choice of
 * TypeScript or JavaScript in code tabs before first paint: it sets
 * `<html data-code-language="js">`, and the theme's CSS shows the
 * JavaScript panels from the first frame, so a JavaScript reader never
 * sees TypeScript flash by. The server renders the TypeScript default, and
 * the tabs read the attribute once hydrated, so hydration matches. Tiny,
 * like the color-mode script beside it.
 */
export function codeLanguageScript(): string {
  const key = JSON.stringify(CODE_LANGUAGE_STORAGE_KEY);
  return `(function(){try{if(localStorage.getItem(${key})==="js")document.documentElement.setAttribute("data-code-language","js")}catch(e){}})();`;
}

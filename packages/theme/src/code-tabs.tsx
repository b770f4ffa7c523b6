import { Children, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { setCodeLanguage, useCodeLanguage, type CodeLanguage } from './use-code-language.js';

const TABS: ReadonlyArray<{ language: CodeLanguage; label: string }> = [
  { language: 'ts', label: 'TypeScript' },
  { language: 'js', label: 'JavaScript' },
];

/** Props of {@link CodeTabs}. */
export interface CodeTabsProps {
  /** The TypeScript block, then its JavaScript twin (the build's `quire-code-tabs` children). */
  children?: ReactNode;
}

/**
 * TypeScript and JavaScript versions of one example as WAI-ARIA tabs
 * (`quire-code-tabs` in the build's HAST; the JavaScript was made at build
 * time by erasing types). Arrow keys, Home and End move between the tabs
 * and select as they go.
 *
 * The choice is one for the whole site: picking JavaScript switches every
 * tab group on the page and is remembered in localStorage for later pages
 * (`useCodeLanguage`). Which panel shows is decided by CSS from
 * `<html data-code-language>`, which the engine's head script sets before
 * paint, so a JavaScript reader sees JavaScript from the first frame while
 * the server render (TypeScript selected) still matches hydration.
 */
export function CodeTabs({ children }: CodeTabsProps) {
  const blocks = Children.toArray(children);
  const selected = useCodeLanguage();
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCodeLanguage(TABS[next]!.language);
    tabs.current[next]?.focus();
  };

  return (
    <div className="quire-code-tabs">
      <div role="tablist" aria-label="Code language" className="quire-code-tablist">
        {TABS.map(({ language, label }, index) => (
          <button
            key={language}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}tab-${language}`}
            aria-controls={`${id}panel-${language}`}
            aria-selected={selected === language}
            tabIndex={selected === language ? 0 : -1}
            className="quire-code-tab"
            data-code-language={language}
            onClick={() => setCodeLanguage(language)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {TABS.map(({ language }, index) => (
        <div key={language} role="tabpanel" id={`${id}panel-${language}`} aria-labelledby={`${id}tab-${language}`} className="quire-code-tabpanel" data-code-language={language}>
          {blocks[index]}
        </div>
      ))}
    </div>
  );
}

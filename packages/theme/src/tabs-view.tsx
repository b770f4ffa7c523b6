import { cloneElement, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { TabsProps } from '@quire/engine/client';
import { tabItemChildren } from './tab-item-children.js';
import type { TabsState } from './use-tabs.js';

/** Joins class names, leaving out empty ones. */
function classes(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Props of {@link TabsView}: `Tabs`' props for its markup, and the state that picks the tab. */
export type TabsViewProps = Pick<TabsProps, 'children' | 'lazy' | 'block' | 'className' | 'aria-label'> & TabsState;

/**
 * The markup and keyboard of a tab group, shared by `Tabs` (an author's
 * group, its state from `useTabs`) and the build's TypeScript/JavaScript
 * `CodeTabs` (the code-language group's state): the WAI-ARIA tabs pattern
 * (`role="tablist"`, `tab` and `tabpanel`, `aria-selected` and
 * `aria-controls`, only the selected tab in the tab order, ArrowLeft and
 * ArrowRight wrapping, Home and End, moving the focus and selecting as they
 * go), with Docusaurus' class names too (`tabs-container`, `tabs`,
 * `tabs__item`, `tabs__item--active`), so a migrated site's CSS still finds
 * them. A chosen tab stays where it is on screen while other groups of its
 * id change height above it.
 */
export function TabsView({ children, lazy = false, block = false, className, 'aria-label': label, tabValues, selectedValue, selectValue }: TabsViewProps) {
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  // Where the chosen tab sat on screen: other groups of the id change height above it, and it must not move.
  const anchor = useRef<{ element: HTMLElement; top: number } | null>(null);

  useLayoutEffect(() => {
    const held = anchor.current;
    if (!held) return;
    anchor.current = null;
    const moved = held.element.getBoundingClientRect().top - held.top;
    if (moved !== 0) window.scrollBy(0, moved);
  });

  const choose = (index: number, element: HTMLElement) => {
    const value = tabValues[index]!.value;
    if (value === selectedValue) return;
    anchor.current = { element, top: element.getBoundingClientRect().top };
    selectValue(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabValues.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs.current[next];
    if (!target) return;
    target.focus();
    choose(next, target);
  };

  const tabId = (index: number) => `${id}tab-${index}`;
  const panelId = (index: number) => `${id}panel-${index}`;
  const items = tabItemChildren(children);
  const indexOf = (value: string) => tabValues.findIndex((tab) => tab.value === value);

  return (
    <div className={classes('quire-tabs', 'tabs-container', className)}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={classes('quire-tablist', 'tabs', block && 'tabs--block')}>
        {tabValues.map(({ value, label, attributes }, index) => {
          const selected = value === selectedValue;
          const { className: extraClass, ...extra } = (attributes ?? {}) as { className?: string };
          // A lazy group renders the selected panel only: no other panel to point at.
          const controls = !lazy || selected ? panelId(index) : undefined;
          return (
            <button
              key={value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-controls={controls}
              aria-selected={selected}
              tabIndex={selected || (selectedValue === null && index === 0) ? 0 : -1}
              data-value={value}
              {...extra}
              className={classes('quire-tab', 'tabs__item', selected && 'tabs__item--active', extraClass)}
              onClick={(event: MouseEvent<HTMLButtonElement>) => choose(index, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label ?? value}
            </button>
          );
        })}
      </div>
      <div className="quire-tabpanels">
        {items.map((item) => {
          const index = indexOf(item.props.value);
          const selected = item.props.value === selectedValue;
          if (lazy && !selected) return null;
          return cloneElement(item, {
            key: item.props.value,
            hidden: !selected,
            ...(index >= 0 && { id: panelId(index), 'aria-labelledby': tabId(index) }),
          });
        })}
      </div>
    </div>
  );
}

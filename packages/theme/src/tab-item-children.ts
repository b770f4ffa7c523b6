import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from '@quire/engine/client';

/**
 * The children of `Tabs` that are tabs: elements with a `value` prop.
 * Blank text between them (MDX's line breaks) is dropped; anything else is
 * an error, as in Docusaurus, since it could never be shown.
 */
export function tabItemChildren(children: ReactNode): Array<ReactElement<TabItemProps>> {
  return Children.toArray(children)
    .filter((child) => !(typeof child === 'string' && child.trim() === ''))
    .map((child) => {
      if (isValidElement(child) && child.props !== null && typeof child.props === 'object' && 'value' in child.props) {
        return child as ReactElement<TabItemProps>;
      }
      const name = isValidElement(child) ? (typeof child.type === 'string' ? child.type : ((child.type as { name?: string }).name ?? 'component')) : JSON.stringify(child);
      throw new Error(
        `Bad <Tabs> child <${name}>: every child of <Tabs> must be a <TabItem> with a unique "value" prop. Wrap other content in a <TabItem value="…">.`,
      );
    });
}

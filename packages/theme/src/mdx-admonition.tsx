import type { ComponentType } from 'react';
import { useThemeComponents, type MdxAdmonitionProps } from '@quire/engine/client';
import { AdmonitionTitle, type AdmonitionTitleProps } from './admonition.js';

export type { MdxAdmonitionProps };

/**
 * Docusaurus' `@theme/Admonition` as a component:
 * `<Admonition type="tip" title="My title" icon={…}>…</Admonition>`.
 * It renders what a `:::tip[My title]` directive renders: the map's
 * `Admonition` holding the map's `quire-admonition-title` (the title, or
 * the type's name capitalized, "Tip"), then the body; so the DOM is the
 * directive's and a site's replacement of either shows here too. `icon`
 * replaces the type's icon in the title line; `className` is set on a
 * wrapper only when given (the directive has none).
 */
export function MdxAdmonition({ type = 'note', title, icon, className, children }: MdxAdmonitionProps) {
  const { Admonition, markdown } = useThemeComponents();
  // Build elements are typed `ComponentType<never>` in the map: any component fits, and this one takes the title's props.
  const Title = (markdown['quire-admonition-title'] as ComponentType<AdmonitionTitleProps> | undefined) ?? AdmonitionTitle;
  const box = (
    <Admonition type={type}>
      <Title type={type} {...(icon !== undefined && { icon })}>
        {title ?? type.charAt(0).toUpperCase() + type.slice(1)}
      </Title>
      {children}
    </Admonition>
  );
  return className ? <div className={className}>{box}</div> : box;
}


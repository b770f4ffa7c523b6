import type { TabItemProps } from '@quire/engine/client';

export type { TabItemProps };

/**
 * Docusaurus' `@theme/TabItem`: one panel of `Tabs`. `value`, `label`,
 * `default` and `attributes` are read by `Tabs` (the last two go on the
 * tab, not here); `Tabs` gives each panel its `hidden`, `id` and
 * `aria-labelledby`. A hidden panel stays in the markup (unless the group
 * is `lazy`), so search indexes every tab's text. Other props (`data-*`
 * attributes) go on the panel.
 */
export function TabItem({
  value,
  label: _label,
  default: _default,
  attributes: _attributes,
  className,
  children,
  hidden,
  id,
  'aria-labelledby': labelledBy,
  ...rest
}: TabItemProps) {
  return (
    <div
      {...rest}
      role="tabpanel"
      className={className ? `quire-tabpanel ${className}` : 'quire-tabpanel'}
      hidden={hidden}
      id={id}
      aria-labelledby={labelledBy}
      data-value={value}
    >
      {children}
    </div>
  );
}

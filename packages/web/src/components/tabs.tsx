import { Tabs as Radix } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './ui/cn';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

const LIST = {
  // A segmented control: the dashboard's Restaurant/Stays, the Stays tabs, the admin's sections.
  pill: 'gap-1 rounded-xl bg-muted p-1',
  // Sub-tabs under a tab: the Restaurant tab's Overview, Reservations, Feedback, Settings.
  line: 'min-w-max gap-1 border-b border-border',
};
const TRIGGER = {
  pill: 'h-11 min-w-fit rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  line: 'h-11 border-b-2 border-transparent px-2.5 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground sm:px-4 sm:text-base',
};

/**
 * A strip wider than the phone says it scrolls: a shadow at each edge with more tabs behind it,
 * covered by the page's colour once scrolled to that end (background-attachment local vs scroll).
 */
const SCROLL_HINT = {
  background: [
    'linear-gradient(to right, var(--background) 30%, transparent) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, var(--background) 30%, transparent) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.2), transparent) left center / 0.75rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.2), transparent) right center / 0.75rem 100% no-repeat scroll',
  ].join(', '),
};

/**
 * The one tab list (WAI-ARIA tabs on Radix: role tablist/tab/tabpanel, arrow keys, Home/End). The
 * caller owns the state — a URL search param, so a reload keeps the tab — and renders the chosen
 * tab's panel as `children`; the other panels are not mounted.
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  variant = 'pill',
  listClassName,
  panelClassName,
  children,
}: {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: keyof typeof LIST;
  listClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}) {
  return (
    <Radix.Root value={value} onValueChange={(v) => onChange(v as T)}>
      <div className={variant === 'line' ? '-mx-4 overflow-x-auto px-4' : 'overflow-x-auto'} style={variant === 'line' ? SCROLL_HINT : undefined}>
        <Radix.List aria-label={label} className={cn('flex', LIST[variant], listClassName)}>
          {items.map((item) => (
            <Radix.Trigger key={item.value} value={item.value} className={cn(TRIGGER[variant], variant === 'pill' && 'flex-1')}>
              {item.label}
            </Radix.Trigger>
          ))}
        </Radix.List>
      </div>
      <Radix.Content value={value} className={panelClassName}>
        {children}
      </Radix.Content>
    </Radix.Root>
  );
}

import { cloneElement, lazy, type ReactElement, Suspense, useState } from 'react';

/** A menu entry: a link to a path of the site, or an action. */
export type MenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

// Radix's menu code (with its positioning engine, about 20 kB gzip) comes in its own chunk, fetched when a menu is
// shown: a visitor's pages have none.
const Menu = lazy(() => import('./RadixDropdownMenu'));

/**
 * A dropdown menu (Radix): the trigger opens it (click, Enter, Space or arrow keys), arrow keys move between
 * entries, Escape or a click outside closes it and focus returns to the trigger. The menu is named by its trigger.
 * Until its code has arrived the trigger shows as it will, so nothing moves, and a press on it opens the menu as
 * soon as the code is there.
 */
export function DropdownMenu({ trigger, items }: { trigger: ReactElement; items: MenuEntry[] }) {
  const [pressedEarly, setPressedEarly] = useState(false);
  const waiting = cloneElement(trigger as ReactElement<{ onClick?: () => void }>, {
    onClick: () => setPressedEarly(true),
  });
  return (
    <Suspense fallback={waiting}>
      <Menu trigger={trigger} items={items} defaultOpen={pressedEarly} />
    </Suspense>
  );
}

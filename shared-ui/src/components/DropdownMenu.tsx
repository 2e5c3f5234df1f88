import { cloneElement, lazy, type ReactElement, Suspense, startTransition, useCallback, useRef, useState } from 'react';

/** A menu entry: a link to a path of the site, or an action. */
export type MenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

// Radix's menu code (with its positioning engine, about 30 kB gzip) comes in its own chunk, fetched when someone
// reaches for a menu (points at, focuses or presses its trigger), not when the trigger is rendered: the account menu
// is on every signed-in page, and its code would compete with the page for the network and the CPU.
const Menu = lazy(() => import('./RadixDropdownMenu'));

type TriggerProps = {
  ref?: unknown;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
};

/**
 * A dropdown menu (Radix): the trigger opens it (click, Enter, Space or arrow keys), arrow keys move between
 * entries, Escape or a click outside closes it and focus returns to the trigger. The menu is named by its trigger.
 * Until its code has arrived the trigger shows as it will, so nothing moves; a press on it opens the menu as soon
 * as the code is there, and a trigger that has the focus keeps it.
 */
export function DropdownMenu({ trigger, items }: { trigger: ReactElement; items: MenuEntry[] }) {
  const [wanted, setWanted] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);
  const plain = useRef<HTMLElement | null>(null);
  // A transition: the plain trigger stays in the page (with its focus) until the menu's code is here, and the menu
  // then replaces it in one commit.
  const want = useCallback(() => startTransition(() => setWanted(true)), []);
  const waiting = cloneElement(trigger as ReactElement<TriggerProps>, {
    ref: plain,
    'aria-haspopup': 'menu', // a menu button from the start, as Radix's trigger will be
    'aria-expanded': false,
    onPointerEnter: want,
    onFocus: want,
    onClick: () =>
      startTransition(() => {
        setWanted(true);
        setPressedEarly(true);
      }),
  });
  // read in the menu's first render, while the plain trigger it replaces is still in the page
  const hadFocus = useCallback(() => plain.current !== null && plain.current === document.activeElement, []);
  return (
    <Suspense fallback={waiting}>
      {wanted ? <Menu trigger={trigger} items={items} defaultOpen={pressedEarly} focusTrigger={hadFocus} /> : waiting}
    </Suspense>
  );
}

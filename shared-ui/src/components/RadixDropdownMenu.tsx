import * as Menu from '@radix-ui/react-dropdown-menu';
import { type ReactElement, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { MenuEntry } from './DropdownMenu';

const Content = styled(Menu.Content)`
  z-index: 900;
  min-width: 12rem;
  padding: 0.35rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const itemStyle = css`
  display: block;
  width: 100%;
  padding: 0.55rem 0.75rem;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;
const Item = styled(Menu.Item)`
  ${itemStyle}
`;

/**
 * A dropdown menu (Radix): the trigger opens it (click, Enter, Space or arrow keys), arrow keys move between
 * entries, Escape or a click outside closes it and focus returns to the trigger. The menu is named by its trigger.
 */
export default function RadixDropdownMenu({
  trigger,
  items,
  defaultOpen,
  focusTrigger,
}: {
  trigger: ReactElement;
  items: MenuEntry[];
  defaultOpen?: boolean;
  /** Whether the trigger this menu replaces has the focus (asked at the first render): this one takes it over. */
  focusTrigger?: () => boolean;
}) {
  const [takeFocus] = useState(() => focusTrigger?.() ?? false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus && !defaultOpen) triggerRef.current?.focus(); // an open menu moves the focus into itself
  }, [takeFocus, defaultOpen]);
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={6}>
          {items.map((item) =>
            'to' in item ? (
              <Item key={item.label} asChild>
                <Link to={item.to}>{item.label}</Link>
              </Item>
            ) : (
              <Item key={item.label} onSelect={item.onSelect}>
                {item.label}
              </Item>
            ),
          )}
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

const List = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.25rem;
`;

const Tab = styled(RadixTabs.Trigger)`
  padding: 0.6rem 1rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/**
 * Tabs (Radix): a labelled tab list, arrow keys, Home and End move between tabs; `children` is the active tab's
 * panel, labelled by its tab.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={active} onValueChange={(id) => onChange(id as T)}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </List>
      <RadixTabs.Content value={active}>{children}</RadixTabs.Content>
    </RadixTabs.Root>
  );
}

import { type ComponentType, lazy, type ReactNode, Suspense, useId } from 'react';
import styled from 'styled-components';
import { tabListStyle, tabStyle } from './tabStyles';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  tabs: TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  label: string;
  children: ReactNode;
}

// Radix's tabs (about 9 kB gzip with their focus helpers) come in their own chunk, fetched when tabs are shown:
// a visitor's pages have none. Until then the same tabs show without arrow keys, and a click already switches.
const RadixTabs = lazy(() => import('./RadixTabs')) as unknown as ComponentType<TabsProps<string>>;

const List = styled.div`
  ${tabListStyle}
`;

const Tab = styled.button`
  ${tabStyle}
`;

function PlainTabs<T extends string>({ tabs, active, onChange, label, children }: TabsProps<T>) {
  const idOf = `${useId()}-tab-`;
  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={idOf + tab.id}
            aria-selected={tab.id === active}
            data-state={tab.id === active ? 'active' : 'inactive'}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" aria-labelledby={idOf + active}>
        {children}
      </div>
    </div>
  );
}

/**
 * Tabs (Radix): a labelled tab list, arrow keys, Home and End move between tabs; `children` is the active tab's
 * panel, labelled by its tab.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  return (
    <Suspense fallback={<PlainTabs {...props} />}>
      <RadixTabs {...(props as unknown as TabsProps<string>)} />
    </Suspense>
  );
}

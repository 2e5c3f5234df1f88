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

/** What renders the tab list (plain, or Radix's once its chunk is here): the ids tie each tab to the one panel. */
export interface TabListProps<T extends string> extends Omit<TabsProps<T>, 'children'> {
  tabId: (id: T) => string;
  panelId: string;
}

// Radix's tabs (about 9 kB gzip with their focus helpers) come in their own chunk, fetched when tabs are shown:
// a visitor's pages have none. Until then the same tab list shows without arrow keys, and a click already switches.
const RadixTabList = lazy(() => import('./RadixTabs')) as unknown as ComponentType<TabListProps<string>>;

const List = styled.div`
  ${tabListStyle}
`;

const Tab = styled.button`
  ${tabStyle}
`;

function PlainTabList<T extends string>({ tabs, active, onChange, label, tabId, panelId }: TabListProps<T>) {
  return (
    <List role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === active}
          aria-controls={panelId}
          data-state={tab.id === active ? 'active' : 'inactive'}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

/**
 * Tabs: a labelled tab list (on Radix: arrow keys, Home and End move between tabs) and `children`, the active
 * tab's panel, labelled by its tab. Only the list changes when Radix's code arrives: the panel stays mounted, so
 * what the user has typed or picked in it stays.
 */
export function Tabs<T extends string>({ children, ...list }: TabsProps<T>) {
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const listProps = { ...(list as unknown as Omit<TabsProps<string>, 'children'>), tabId, panelId };
  return (
    <div>
      <Suspense fallback={<PlainTabList {...listProps} />}>
        <RadixTabList {...listProps} />
      </Suspense>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(list.active)}>
        {children}
      </div>
    </div>
  );
}

import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import type { TabListProps } from './Tabs';
import { tabListStyle, tabStyle } from './tabStyles';

const List = styled(RadixTabs.List)`
  ${tabListStyle}
`;

const Tab = styled(RadixTabs.Trigger)`
  ${tabStyle}
`;

/** The tab list on Radix: arrow keys, Home and End move between tabs. Each tab keeps the ids the plain list had
 * (`tabId`, and `panelId` for the panel that Tabs renders itself), so the panel never changes under the user. */
export default function TabList<T extends string>({ tabs, active, onChange, label, tabId, panelId }: TabListProps<T>) {
  return (
    <RadixTabs.Root value={active} onValueChange={(id) => onChange(id as T)}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} value={tab.id} id={tabId(tab.id)} aria-controls={panelId}>
            {tab.label}
          </Tab>
        ))}
      </List>
    </RadixTabs.Root>
  );
}

import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import type { TabsProps } from './Tabs';
import { tabListStyle, tabStyle } from './tabStyles';

const List = styled(RadixTabs.List)`
  ${tabListStyle}
`;

const Tab = styled(RadixTabs.Trigger)`
  ${tabStyle}
`;

/** The tabs on Radix: arrow keys, Home and End move between tabs; the panel is labelled by its tab. */
export default function Tabs<T extends string>({ tabs, active, onChange, label, children }: TabsProps<T>) {
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

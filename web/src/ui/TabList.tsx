import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface TabItem {
  value: string;
  label: string;
  icon: Icon;
}

/** A page's row of tabs, each with its icon (for a Mantine `Tabs` whose panels follow). */
export function TabList({ tabs }: { tabs: readonly TabItem[] }) {
  return (
    <Tabs.List mb="lg">
      {tabs.map(({ value, label, icon: TabIcon }) => (
        <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden="true" />}>
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

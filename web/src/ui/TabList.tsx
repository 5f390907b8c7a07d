import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './TabList.module.css';

export interface TabItem {
  value: string;
  label: string;
  icon: Icon;
}

/**
 * A page's row of tabs, each with its icon (for a Mantine `Tabs` whose panels follow): always one
 * row, scrolling sideways on a phone rather than wrapping.
 */
export function TabList({ tabs }: { tabs: readonly TabItem[] }) {
  return (
    <Tabs.List mb="lg" className={classes.list}>
      {tabs.map(({ value, label, icon: TabIcon }) => (
        <Tabs.Tab
          key={value}
          value={value}
          className={classes.tab}
          leftSection={<TabIcon size={16} aria-hidden="true" />}
        >
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import classes from './TabList.module.css';

export interface TabItem {
  value: string;
  label: string;
  icon: Icon;
}

/** Scrolls a sideways-scrolling list (only it, never the page) so its selected tab is in the middle. */
function centreSelected(list: HTMLElement) {
  const tab = list.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const offset = tabBox.left + tabBox.width / 2 - (listBox.left + listBox.width / 2);
  list.scrollLeft = Math.max(0, Math.min(list.scrollWidth - list.clientWidth, list.scrollLeft + offset));
}

/**
 * A page's row of tabs, each with its icon (for a Mantine `Tabs` whose panels follow): always one
 * row, scrolling sideways on a phone rather than wrapping. The selected tab (`value`) is scrolled
 * into view: opened at `?tab=history` on a phone, the chosen tab was off screen and nothing looked
 * selected.
 */
export function TabList({ tabs, value }: { tabs: readonly TabItem[]; value: string }) {
  const list = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (list.current && value) centreSelected(list.current);
  }, [value]);
  return (
    <Tabs.List mb="lg" className={classes.list} ref={list}>
      {tabs.map(({ value: tabValue, label, icon: TabIcon }) => (
        <Tabs.Tab
          key={tabValue}
          value={tabValue}
          className={classes.tab}
          leftSection={<TabIcon size={16} aria-hidden="true" />}
        >
          {label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

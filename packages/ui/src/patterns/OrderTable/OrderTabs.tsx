import { useLingui } from '@lingui/react/macro';
import { ORDER_TYPES, type OrderType } from '@kankan/domain';
import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';

export interface OrderTabsProps {
  /** The tab shown (controlled). */
  selectedType: OrderType;
  onTypeChange: (type: OrderType) => void;
  /** Orders per tab, shown after each label when known. */
  counts?: Partial<Record<OrderType, number>>;
  /** The content of the selected tab, usually an `OrderTable` of that type. */
  children: (type: OrderType) => ReactNode;
}

/** "My orders" (spec 2.4): the four tabs camera, membership, other and download orders. */
export function OrderTabs({ selectedType, onTypeChange, counts, children }: OrderTabsProps) {
  const { t } = useLingui();
  const labels: Record<OrderType, string> = {
    camera: t`Camera orders`,
    membership: t`Membership orders`,
    other: t`Other orders`,
    download: t`Download orders`,
  };
  return (
    <Tabs
      selectedKey={selectedType}
      onSelectionChange={(key) => {
        const next = ORDER_TYPES.find((type) => type === key);
        if (next) onTypeChange(next);
      }}
    >
      <TabList aria-label={t`Order types`}>
        {ORDER_TYPES.map((type) => (
          <Tab key={type} id={type} count={counts?.[type]}>
            {labels[type]}
          </Tab>
        ))}
      </TabList>
      {ORDER_TYPES.map((type) => (
        <TabPanel key={type} id={type}>
          {type === selectedType ? children(type) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

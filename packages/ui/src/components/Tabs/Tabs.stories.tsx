import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

interface DemoProps {
  onSelectionChange: (key: string | number) => void;
  counts: boolean;
}

function CameraTabs({ onSelectionChange, counts }: DemoProps) {
  const text = useSample({
    zh: { label: '相机类型', panel: (name: string) => `${name} 相机列表` },
    en: { label: 'Camera type', panel: (name: string) => `${name} cameras` },
  });
  const tabs = [
    { id: 'pro', name: 'Pro', count: 3 },
    { id: 'minion', name: 'Minion', count: 1 },
    { id: 'lite', name: 'Lite', count: 12 },
  ];
  return (
    <Tabs onSelectionChange={onSelectionChange}>
      <TabList aria-label={text.label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} count={counts ? tab.count : undefined}>
            {tab.name}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {text.panel(tab.name)}
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: CameraTabs,
  args: { onSelectionChange: fn(), counts: true },
} satisfies Meta<typeof CameraTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Camera tabs with counts, driven by the keyboard: arrows move and select, End and Home jump. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const [pro, minion, lite] = canvas.getAllByRole('tab');
    await expect(pro).toHaveFocus();
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(minion).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('minion');
    await userEvent.keyboard('{End}');
    await expect(lite).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Lite');
    await userEvent.keyboard('{Home}');
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(lite).toHaveFocus();
  },
};

export const WithoutCounts: Story = { args: { counts: false } };

function OrderTabs() {
  const text = useSample({
    zh: {
      label: '我的订单',
      tabs: ['相机订单', '会员权益订单', '其他订单（配件、三脚架与扩容）', '下载订单'],
      panel: '暂无订单',
    },
    en: {
      label: 'My orders',
      tabs: [
        'Camera orders',
        'Membership orders',
        'Other orders (accessories, tripods and expansions)',
        'Download orders',
      ],
      panel: 'No orders yet',
    },
  });
  return (
    <Tabs defaultSelectedKey={2}>
      <TabList aria-label={text.label}>
        {text.tabs.map((name, index) => (
          <Tab key={name} id={index} count={index === 0 ? 128 : undefined}>
            {name}
          </Tab>
        ))}
      </TabList>
      {text.tabs.map((name, index) => (
        <TabPanel key={name} id={index}>
          {text.panel}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/** The order tabs (section 2.4) with long labels in both languages. */
export const LongLabels: Story = {
  render: () => <OrderTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
  },
};

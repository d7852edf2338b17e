import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { Accordion, AccordionItem } from './Accordion.tsx';

interface DemoProps {
  allowsMultipleExpanded: boolean;
  onExpandedChange: (keys: Set<string | number>) => void;
  defaultExpanded: string[];
}

function CapacityFaq(props: DemoProps) {
  const faq = useSample({
    zh: [
      {
        id: 'archive',
        q: '容量到期或超出后，我的场景会怎样？',
        a: '场景会被封存：无法浏览、编辑和分享。最新生成的场景最先被封存，封存数据保留一年。',
      },
      {
        id: 'unseal',
        q: '如何解除封存？',
        a: '购买或升级容量直至存储空间覆盖全部场景数据，或为相机绑定会员权益，或删除部分场景（不可恢复）。',
      },
      {
        id: 'downgrade',
        q: '已购买的扩容套餐可以降级、与其他套餐叠加，或者在到期前更换为更便宜的月付方案吗？',
        a: '套餐只能续费或升级，不能降级；同一套餐不能重复购买，只能续费；不同套餐不能叠加。',
      },
    ],
    en: [
      {
        id: 'archive',
        q: 'What happens to my scenes when capacity expires or runs out?',
        a: 'They are archived: they cannot be viewed, edited or shared. The newest scenes are archived first; archived data is kept for one year.',
      },
      {
        id: 'unseal',
        q: 'How do I unseal archived scenes?',
        a: 'Buy or upgrade capacity until it covers all scene data, bind a camera with membership, or delete scenes (this cannot be undone).',
      },
      {
        id: 'downgrade',
        q: 'Can I downgrade an expansion plan, combine it with another plan, or switch to a cheaper monthly plan before it expires?',
        a: 'Plans can be renewed or upgraded, never downgraded. The same plan cannot be bought twice, only renewed, and different plans cannot be combined.',
      },
    ],
  });
  return (
    <StoryWidth width="640px">
      <Accordion
        allowsMultipleExpanded={props.allowsMultipleExpanded}
        defaultExpandedKeys={props.defaultExpanded}
        onExpandedChange={props.onExpandedChange}
      >
        {faq.map((item) => (
          <AccordionItem key={item.id} id={item.id} title={item.q}>
            {item.a}
          </AccordionItem>
        ))}
      </Accordion>
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Accordion',
  component: CapacityFaq,
  args: { allowsMultipleExpanded: false, onExpandedChange: fn(), defaultExpanded: [] },
} satisfies Meta<typeof CapacityFaq>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single expansion: opening the second question by keyboard closes the first. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['unseal']));
  },
};

/** Several open at once; Enter on an open question closes it. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpanded: ['archive'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, , third] = canvas.getAllByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    third?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Collapsed: Story = {};

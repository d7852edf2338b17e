import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Box } from '../Box/Box.tsx';
import { LayoutColumn, Columns, type columnWidths } from './Columns.tsx';

const meta = {
  title: 'Components/Columns',
  component: Columns,
  args: { space: 'large', alignY: 'top', children: null },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

function Cell({ text }: { text: string | { zh: string; en: string } }) {
  const label = useSample(typeof text === 'string' ? { zh: text, en: text } : text);
  return (
    <Box padding="medium" background="accentSubtle" borderRadius="small">
      {label}
    </Box>
  );
}

export const Playground: Story = {
  render: (args) => (
    <Columns {...args}>
      <LayoutColumn width="1/3">
        <Cell text="1/3" />
      </LayoutColumn>
      <LayoutColumn>
        <Cell text={{ zh: '剩余宽度', en: 'The rest' }} />
      </LayoutColumn>
      <LayoutColumn width="content">
        <Cell text={{ zh: '按内容', en: 'Content' }} />
      </LayoutColumn>
    </Columns>
  ),
};

/** Fractions that add up to one fill the row exactly, whatever the gap. */
export const Fractions: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="small">
      {[
        ['1/2', '1/2'],
        ['1/3', '1/3', '1/3'],
        ['1/4', '3/4'],
        ['2/5', '3/5'],
      ].map((row) => (
        <Columns key={row.join()} {...args}>
          {row.map((width, i) => (
            <LayoutColumn key={i} width={width as (typeof columnWidths)[number]}>
              <Cell text={width} />
            </LayoutColumn>
          ))}
        </Columns>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    for (const row of canvasElement.querySelectorAll<HTMLElement>('[data-story-frame] > div > div')) {
      const cells = Array.from(row.children) as HTMLElement[];
      const last = cells.at(-1);
      if (!last) continue;
      // The last column ends flush with the row.
      await expect(Math.round(last.getBoundingClientRect().right)).toBe(Math.round(row.getBoundingClientRect().right));
    }
  },
};

export const LongText: Story = {
  render: (args) => (
    <Columns {...args}>
      <LayoutColumn width="content">
        <Cell text={{ zh: '场景名称', en: 'Scene name' }} />
      </LayoutColumn>
      <LayoutColumn>
        <Cell
          text={{
            zh: '北京市朝阳区望京街道某某国际公寓三号楼二单元一七零二室样板间全屋实景',
            en: 'Show flat 1702, unit 2, building 3, an international apartment complex in Wangjing, Chaoyang, Beijing',
          }}
        />
      </LayoutColumn>
    </Columns>
  ),
};

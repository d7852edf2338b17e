import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Divider } from './Divider.tsx';

const meta = {
  title: 'Components/Divider',
  component: Divider,
  args: { orientation: 'horizontal', weight: 'regular' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    weight: { control: 'inline-radio', options: ['regular', 'strong'] },
  },
} satisfies Meta<typeof Divider>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Stack space="medium">
      <Text>
        <L text={{ zh: '订单信息', en: 'Order details' }} />
      </Text>
      <Divider {...args} />
      <Text>
        <L text={{ zh: '收货地址', en: 'Shipping address' }} />
      </Text>
    </Stack>
  ),
};

export const Vertical: Story = {
  render: () => (
    <Inline space="medium" wrap={false} alignY="center">
      <Text>
        <L text={{ zh: '帮助中心', en: 'Help centre' }} />
      </Text>
      <Divider orientation="vertical" weight="strong" />
      <Text>
        <L text={{ zh: '联系我们', en: 'Contact us' }} />
      </Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

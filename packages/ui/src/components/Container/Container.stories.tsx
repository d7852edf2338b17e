import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Box } from '../Box/Box.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Container, containerWidths } from './Container.tsx';

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { width: 'default', children: null },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

function Content() {
  return (
    <Box padding="medium" background="accentSubtle">
      {useSample({
        zh: '看看科技为房产、文旅和工业客户提供三维空间采集与展示服务。',
        en: 'Kankan provides 3D space capture and presentation for real estate, tourism and industry.',
      })}
    </Box>
  );
}

export const Playground: Story = {
  render: (args) => (
    <Container {...args}>
      <Content />
    </Container>
  ),
};

/** The three widths in a 1200 px viewport: narrow (960) is the only one narrower than the viewport. */
export const Widths: Story = {
  render: () => (
    <Stack space="small">
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Content />
        </Container>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [narrow] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-story-frame] > div > div'));
    if (!narrow) throw new Error('no container');
    await expect(narrow.getBoundingClientRect().width).toBe(960);
  },
};

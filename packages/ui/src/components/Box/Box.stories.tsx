import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { mediaQuery } from '../../tokens/values.ts';
import { Box } from './Box.tsx';

const meta = {
  title: 'Components/Box',
  component: Box,
  args: { padding: 'large', background: 'surfaceSunken', borderRadius: 'medium' },
} satisfies Meta<typeof Box>;

/** Sample text in the story's language. */
function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

export default meta;
type Story = StoryObj<typeof meta>;

function Sample() {
  return (
    <>
      <L text={{ zh: '看看 VR 相机 · 三维空间采集', en: 'Kankan VR camera · 3D space capture' }} />
    </>
  );
}

export const Playground: Story = {
  render: (args) => (
    <Box {...args}>
      <Sample />
    </Box>
  ),
};

/** Responsive values: the gap grows at the `desktop` breakpoint, the padding at `wide`. */
export const Responsive: Story = {
  render: () => (
    <Box
      display="flex"
      gap={{ base: 'small', desktop: 'xlarge' }}
      padding={{ base: 'small', wide: 'xlarge' }}
      background="accentSubtle"
      borderRadius="large"
    >
      <Box padding="medium" background="surfaceRaised" borderRadius="small" boxShadow="small">
        <Sample />
      </Box>
      <Box padding="medium" background="surfaceRaised" borderRadius="small" boxShadow="small">
        <Sample />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const outer = canvasElement.querySelector('[data-story-frame] > div') ?? canvasElement.firstElementChild;
    if (!(outer instanceof HTMLElement)) throw new Error('no box');
    const styles = getComputedStyle(outer);
    await expect(styles.display).toBe('flex');
    // The values follow the breakpoints of the test viewport.
    const desktop = window.matchMedia(mediaQuery.desktop).matches;
    const wide = window.matchMedia(mediaQuery.wide).matches;
    await expect(styles.columnGap).toBe(desktop ? '24px' : '8px');
    await expect(styles.paddingLeft).toBe(wide ? '24px' : '8px');
    await expect(within(canvasElement).getAllByText(/VR|Kankan/)).toHaveLength(2);
  },
};

export const LongText: Story = {
  render: () => (
    <Box padding="xlarge" background="surface" borderRadius="medium" width="full">
      <L
        text={{
          zh: '扫描仪在室内逐点采集三维空间数据，上传至云端后自动拼接生成可漫游的实景三维场景，支持测量、标注与分享，适用于房产、文旅、工业巡检等多种行业。',
          en: 'The scanner captures the interior point by point; after upload the cloud stitches a walkable 3D scene that supports measuring, tagging and sharing for real estate, tourism and industrial inspection.',
        }}
      />
    </Box>
  ),
};

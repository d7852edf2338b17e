import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon } from '../../icons/shellIcons.tsx';
import { StoryRouter, useSample } from '../../storybook/index.ts';
import { Inline } from '../Inline/Inline.tsx';
import { LinkButton } from './LinkButton.tsx';

const navigate = fn();

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { href: '/products/vr-camera', children: '' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function L({ text }: { text: { zh: string; en: string } }) {
  return <>{useSample(text)}</>;
}

/** Navigates client-side through the app's link component (here a spy): Enter calls `navigate`. */
export const Playground: Story = {
  render: (args) => (
    <StoryRouter navigate={navigate}>
      <LinkButton {...args} icon={<CartIcon size="small" />}>
        <L text={{ zh: '立即购买', en: 'Buy now' }} />
      </LinkButton>
    </StoryRouter>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products/vr-camera');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="medium">
      <LinkButton {...args}>
        <L text={{ zh: '了解更多', en: 'Learn more' }} />
      </LinkButton>
      <LinkButton {...args} variant="outline" tone="neutral">
        <L text={{ zh: '下载说明书', en: 'Download the manual' }} />
      </LinkButton>
      <LinkButton {...args} variant="ghost" size="small">
        <L
          text={{
            zh: '查看全部场景，包括已归档和共享给我的场景',
            en: 'See all scenes, archived and shared ones included',
          }}
        />
      </LinkButton>
    </Inline>
  ),
};

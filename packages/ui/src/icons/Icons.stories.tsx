import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { Inline } from '../components/Inline/Inline.tsx';
import { StoryInverted, showcase, useSample } from '../storybook/index.ts';
import { iconSizes, type IconProps } from './Icon.tsx';
import * as icons from './icons.tsx';
import * as shellIcons from './shellIcons.tsx';

// Every icon by name, in the order of a module's exports (code unit order), whichever module draws it.
const entries = (Object.entries({ ...icons, ...shellIcons }) as [string, ComponentType<IconProps>][]).sort(
  ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0),
);

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function IconGrid() {
  return (
    <ul className={showcase.iconGrid}>
      {entries.map(([name, Component]) => (
        <li key={name} className={showcase.iconTile}>
          <Component size="large" />
          <code>{name.replace(/Icon$/, '')}</code>
        </li>
      ))}
    </ul>
  );
}

/** Every icon of the set with its component name (without the `Icon` suffix). */
export const Icons: Story = {
  render: () => <IconGrid />,
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(entries.length);
    // Without a label every icon is decorative.
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** small 16, medium 20, large 24 px; the icon takes the text colour around it. */
export const Sizes: Story = {
  render: () => (
    <div className={showcase.accentColour}>
      <Inline space="large" wrap={false}>
        {iconSizes.map((size) => (
          <Inline key={size} as="span" space="xsmall" wrap={false}>
            <icons.CameraIcon size={size} />
            <icons.SceneIcon size={size} />
            <shellIcons.CartIcon size={size} />
          </Inline>
        ))}
      </Inline>
    </div>
  ),
};

function LabelledSample() {
  const label = useSample({ zh: '购物车', en: 'Shopping cart' });
  return (
    <span className={showcase.textColour}>
      <shellIcons.CartIcon label={label} />
    </span>
  );
}

/** With `label` the icon is an image with an accessible name (use it when no visible text names it). */
export const Labelled: Story = {
  render: () => <LabelledSample />,
  play: async ({ canvasElement, globals }) => {
    const name = globals['locale'] === 'en' ? 'Shopping cart' : '购物车';
    const img = within(canvasElement).getByRole('img', { name });
    await expect(img).not.toHaveAttribute('aria-hidden');
  },
};

export const OnDarkSurface: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryInverted padding="large">
      <IconGrid />
    </StoryInverted>
  ),
};

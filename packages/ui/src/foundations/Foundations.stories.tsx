import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../components/Box/Box.tsx';
import { Columns, LayoutColumn } from '../components/Columns/Columns.tsx';
import { Inline } from '../components/Inline/Inline.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { StoryInverted, showcase, useSample } from '../storybook/index.ts';
import type { vars } from '../tokens/index.ts';
import {
  breakpoint,
  colorThemes,
  dialogWidth,
  fontSize,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from '../tokens/values.ts';

const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const colourNames = Object.keys(colorThemes.light) as (keyof typeof vars.color)[];

function Swatches() {
  return (
    <div className={showcase.swatchGrid}>
      {colourNames.map((name) => (
        <div key={name} className={showcase.cell}>
          <div className={showcase.swatchOf[name]} />
          <code>{name}</code>
        </div>
      ))}
    </div>
  );
}

/** Every colour token on the light surface and on the inverted (dark hero) surface. */
export const Colours: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <>
      <Box padding="large" background="background">
        <Swatches />
      </Box>
      <StoryInverted padding="large">
        <Swatches />
      </StoryInverted>
    </>
  ),
};

function TypeSample() {
  const sample = useSample({
    zh: '看看 VR 全景相机 ¥ 29,800 — 一键拍摄，十分钟生成三维场景',
    en: 'Kankan VR camera ¥ 29,800 — one press, a 3D scene in ten minutes',
  });
  return (
    <div className={showcase.textColour}>
      <Stack space="small">
        {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((size) => (
          <Inline key={size} space="large" alignY="baseline" wrap={false}>
            <code className={showcase.typeName}>{size}</code>
            <span className={showcase.typeSampleOf[size]}>{sample}</span>
          </Inline>
        ))}
      </Stack>
    </div>
  );
}

/** The type scale with the sample in the story's language (Chinese line heights are looser). */
export const Typography: Story = { render: () => <TypeSample /> };

function Scale<T extends string>({ entries, render }: { entries: T[]; render: (key: T) => React.ReactNode }) {
  return (
    <Inline space="large" alignY="bottom">
      {entries.map((key) => (
        <div key={key} className={showcase.cell}>
          <Stack space="xsmall">
            {render(key)}
            <code>{key}</code>
          </Stack>
        </div>
      ))}
    </Inline>
  );
}

export const Spacing: Story = {
  render: () => (
    <Scale
      entries={Object.keys(space) as (keyof typeof space)[]}
      render={(key) => <div className={showcase.spaceOf[key]} />}
    />
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <Stack space="xlarge">
      <Scale
        entries={Object.keys(radius) as (keyof typeof radius)[]}
        render={(key) => <div className={showcase.radiusOf[key]} />}
      />
      <Scale
        entries={Object.keys(shadow) as (keyof typeof shadow)[]}
        render={(key) => <div className={showcase.shadowOf[key]} />}
      />
    </Stack>
  ),
};

/** The dialog widths of the spec: 403, 680, 705, 750 and a minimum of 868 px. */
export const DialogWidths: Story = {
  render: () => (
    <Stack space="xsmall">
      {(Object.keys(dialogWidth) as (keyof typeof dialogWidth)[]).map((key) => (
        <div key={key} data-testid={key} className={showcase.dialogWidthOf[key]}>
          <code>
            {key} · {dialogWidth[key]}
          </code>
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByTestId('message');
    await expect(message.getBoundingClientRect().width).toBe(403);
  },
};

/** Motion, layers and breakpoints: the values components and the site's layouts are built on. */
export const MotionLayersAndBreakpoints: Story = {
  render: () => (
    <div className={showcase.cell}>
      <Columns space="xxlarge">
        {(
          [
            ['motion', motion],
            ['zIndex', zIndex],
            ['breakpoint', breakpoint],
          ] as const
        ).map(([group, values]) => (
          <LayoutColumn key={group} width="content">
            <table>
              <caption className={showcase.tableCaption}>{group}</caption>
              <tbody>
                {Object.entries(values).map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row" className={showcase.rowHeader}>
                      <span>{name}</span>
                    </th>
                    <td>
                      <span>{typeof value === 'number' ? `${value}px` : value}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </LayoutColumn>
        ))}
      </Columns>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByText('1024px')).toBeInTheDocument();
  },
};

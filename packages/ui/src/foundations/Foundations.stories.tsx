import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSample } from '../storybook/index.ts';
import { invertedSurface, vars } from '../tokens/index.ts';
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
const cell = { fontSize: vars.fontSize.xsmall, color: vars.color.text, fontFamily: vars.font.body } as const;

function Swatches() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)', gap: vars.space.xsmall }}>
      {colourNames.map((name) => (
        <div key={name} style={cell}>
          <div
            style={{
              height: vars.size.controlMedium,
              background: vars.color[name],
              border: `${vars.size.borderWidth} solid ${vars.color.border}`,
              borderRadius: vars.radius.small,
            }}
          />
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
      <div style={{ padding: vars.space.large, background: vars.color.background }}>
        <Swatches />
      </div>
      <div className={invertedSurface} style={{ padding: vars.space.large, background: vars.color.background }}>
        <Swatches />
      </div>
    </>
  ),
};

function TypeSample() {
  const sample = useSample({
    zh: '看看 VR 全景相机 ¥ 29,800 — 一键拍摄，十分钟生成三维场景',
    en: 'Kankan VR camera ¥ 29,800 — one press, a 3D scene in ten minutes',
  });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.small, color: vars.color.text }}>
      {(Object.keys(fontSize) as (keyof typeof fontSize)[]).map((size) => (
        <div key={size} style={{ display: 'flex', gap: vars.space.large, alignItems: 'baseline' }}>
          <code style={{ ...cell, width: vars.size.sideNavWidth, flexShrink: 0 }}>{size}</code>
          <span style={{ fontSize: vars.fontSize[size], lineHeight: vars.lineHeight.heading }}>{sample}</span>
        </div>
      ))}
    </div>
  );
}

/** The type scale with the sample in the story's language (Chinese line heights are looser). */
export const Typography: Story = { render: () => <TypeSample /> };

function Scale<T extends string>({ entries, render }: { entries: T[]; render: (key: T) => React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.large, alignItems: 'flex-end' }}>
      {entries.map((key) => (
        <div key={key} style={{ ...cell, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall }}>
          {render(key)}
          <code>{key}</code>
        </div>
      ))}
    </div>
  );
}

export const Spacing: Story = {
  render: () => (
    <Scale
      entries={Object.keys(space) as (keyof typeof space)[]}
      render={(key) => (
        <div style={{ width: vars.space[key], height: vars.space[key], background: vars.color.accent }} />
      )}
    />
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge }}>
      <Scale
        entries={Object.keys(radius) as (keyof typeof radius)[]}
        render={(key) => (
          <div
            style={{
              width: vars.size.controlLarge,
              height: vars.size.controlLarge,
              borderRadius: vars.radius[key],
              background: vars.color.accentSubtle,
              border: `${vars.size.borderWidth} solid ${vars.color.accent}`,
            }}
          />
        )}
      />
      <Scale
        entries={Object.keys(shadow) as (keyof typeof shadow)[]}
        render={(key) => (
          <div
            style={{
              width: vars.space.gigantic,
              height: vars.space.huge,
              borderRadius: vars.radius.medium,
              background: vars.color.surfaceRaised,
              boxShadow: vars.shadow[key],
            }}
          />
        )}
      />
    </div>
  ),
};

/** The dialog widths of the spec: 403, 680, 705, 750 and a minimum of 868 px. */
export const DialogWidths: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall }}>
      {(Object.keys(dialogWidth) as (keyof typeof dialogWidth)[]).map((key) => (
        <div
          key={key}
          data-testid={key}
          style={{
            ...cell,
            width: vars.dialogWidth[key],
            padding: vars.space.xsmall,
            background: vars.color.accentSubtle,
            borderRadius: vars.radius.small,
          }}
        >
          <code>
            {key} · {dialogWidth[key]}
          </code>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByTestId('message');
    await expect(message.getBoundingClientRect().width).toBe(403);
  },
};

/** Motion, layers and breakpoints: the values components and the site's layouts are built on. */
export const MotionLayersAndBreakpoints: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, max-content)',
        gap: vars.space.xxlarge,
        alignItems: 'start',
        ...cell,
      }}
    >
      {(
        [
          ['motion', motion],
          ['zIndex', zIndex],
          ['breakpoint', breakpoint],
        ] as const
      ).map(([group, values]) => (
        <table key={group}>
          <caption style={{ textAlign: 'start', fontWeight: vars.fontWeight.semibold }}>{group}</caption>
          <tbody>
            {Object.entries(values).map(([name, value]) => (
              <tr key={name}>
                <th
                  scope="row"
                  style={{
                    textAlign: 'start',
                    paddingInlineEnd: vars.space.large,
                    fontWeight: vars.fontWeight.regular,
                  }}
                >
                  <span>{name}</span>
                </th>
                <td>
                  <span>{typeof value === 'number' ? `${value}px` : value}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByText('1024px')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

interface DemoProps {
  onAction: (key: string | number) => void;
  long: boolean;
}

function FolderPath({ onAction, long }: DemoProps) {
  const path = useSample({
    zh: long
      ? [
          '全部场景',
          '上海区域项目',
          '2024 年精装修样板间（徐汇滨江一号院）',
          '3 号楼 2 单元 1802 室',
          '一楼客厅与开放式厨房',
        ]
      : ['全部场景', '项目', '2024 样板间', '一楼'],
    en: long
      ? [
          'All scenes',
          'Shanghai projects',
          '2024 furnished show flats (Riverside One)',
          'Building 3, Unit 2, Apt 1802',
          'Ground floor living room and open kitchen',
        ]
      : ['All scenes', 'Projects', '2024 show flats', 'Ground floor'],
  });
  return (
    <Breadcrumbs onAction={onAction}>
      {path.map((name, index) => (
        <Breadcrumb key={name} id={index}>
          {name}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  );
}

const meta = {
  title: 'Components/Breadcrumbs',
  component: FolderPath,
  args: { onAction: fn(), long: false },
} satisfies Meta<typeof FolderPath>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last crumb is the current folder; the others are pressed by keyboard to go up. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getAllByRole('link');
    // The last crumb is the current page: marked with aria-current and disabled.
    await expect(crumbs).toHaveLength(4);
    await expect(crumbs[3]).toHaveAttribute('aria-current', 'page');
    await expect(crumbs[3]).toHaveAttribute('aria-disabled', 'true');
    await expect(crumbs[2]).not.toHaveAttribute('aria-current');
    await userEvent.tab();
    await userEvent.tab();
    await expect(crumbs[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith(1);
  },
};

export const LongPath: Story = { args: { long: true } };

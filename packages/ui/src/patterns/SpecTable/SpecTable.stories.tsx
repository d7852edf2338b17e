import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAMERA_SPECS, UPLOAD_SPEED_MB_S } from '@kankan/domain';
import { expect, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { SpecTable, type SpecRow } from './SpecTable.tsx';

const pro = CAMERA_SPECS.pro;

function Demo({ withCaption = true }: { withCaption?: boolean }) {
  const c = useSample({
    zh: {
      caption: '看看 Pro 技术参数',
      rows: [
        ['lenses', '镜头', `${pro.lenses} 颗，六颗水平环绕，上下各一颗`],
        ['resolution', '全景分辨率', `${pro.resolution.width} × ${pro.resolution.height}`],
        ['storage', '机身存储', `${pro.storageGb} GB`],
        ['weight', '重量', `${pro.weightG} g`],
        ['upload', '上传速度', `最高 ${UPLOAD_SPEED_MB_S.pro} MB/s`],
        [
          'box',
          '包装清单',
          '相机主机、可拆卸电池、充电器与数据线、镜头清洁布、收纳箱、快速入门指南与保修卡；三脚架套装需单独购买',
        ],
      ],
    },
    en: {
      caption: 'KanKan Pro specifications',
      rows: [
        ['lenses', 'Lenses', `${pro.lenses}: six around the horizon, one up, one down`],
        ['resolution', 'Panorama resolution', `${pro.resolution.width} × ${pro.resolution.height}`],
        ['storage', 'On-board storage', `${pro.storageGb} GB`],
        ['weight', 'Weight', `${pro.weightG} g`],
        ['upload', 'Upload speed', `Up to ${UPLOAD_SPEED_MB_S.pro} MB/s`],
        [
          'box',
          'In the box',
          'Camera, removable battery, charger and cable, lens cloth, carrying case, quick-start guide and warranty card; the tripod set is sold separately',
        ],
      ],
    },
  });
  const rows: SpecRow[] = c.rows.map(([id = '', label, value]) => ({ id, label, value }));
  return <SpecTable caption={withCaption ? c.caption : undefined} rows={rows} />;
}

const meta = {
  title: 'Patterns/SpecTable',
  component: Demo,
  args: { withCaption: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Pro's specification rows; each label is a row header, the caption names the table; a long last row wraps. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: en ? 'KanKan Pro specifications' : '看看 Pro 技术参数' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    await expect(within(table).getByRole('rowheader', { name: en ? 'Weight' : '重量' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '660 g' })).toBeVisible();
  },
};

/** Without a caption (the section title above already names it). */
export const NoCaption: Story = {
  args: { withCaption: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('caption')).toBeNull();
  },
};

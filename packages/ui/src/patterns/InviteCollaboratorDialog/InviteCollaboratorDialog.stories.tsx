import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageForCode, messageForReason } from '@kankan/i18n';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import {
  InviteCollaboratorDialog,
  type CollaborationResource,
  type InviteCollaboratorDialogProps,
} from './InviteCollaboratorDialog.tsx';

const resources: CollaborationResource[] = [
  { id: 11, name: '编辑场景', enName: 'Edit scene', keyWord: 'edit', hasAuth: false },
  { id: 12, name: '热点管理', enName: 'Hotspots', keyWord: 'hotspot', hasAuth: false },
  { id: 13, name: 'Logo 设置', enName: 'Logo', keyWord: 'logo', hasAuth: false },
  { id: 14, name: '背景音乐', enName: 'Background music', keyWord: 'music', hasAuth: false },
  { id: 15, name: '漫游导览', enName: 'Guided tour', keyWord: 'tour', hasAuth: false },
  { id: 16, name: '场景分享', enName: 'Sharing', keyWord: 'share', hasAuth: false },
  { id: 17, name: '测量工具', enName: 'Measuring', keyWord: 'measure', hasAuth: false },
];

const longResources: CollaborationResource[] = [
  {
    id: 21,
    name: '编辑场景基础信息与封面图片',
    enName: 'Edit the scene title, description and cover',
    keyWord: 'edit',
    hasAuth: true,
  },
  {
    id: 22,
    name: '添加、修改与删除热点标签',
    enName: 'Add, change and remove hotspot labels',
    keyWord: 'hotspot',
    hasAuth: false,
  },
  {
    id: 23,
    name: '自定义 Logo 与开场动画',
    enName: 'Custom logo and opening animation',
    keyWord: 'logo',
    hasAuth: true,
  },
  {
    id: 24,
    name: '上传与替换背景音乐',
    enName: 'Upload and replace background music',
    keyWord: 'music',
    hasAuth: false,
  },
  {
    id: 25,
    name: '录制与编辑漫游导览路线',
    enName: 'Record and edit guided tour routes',
    keyWord: 'tour',
    hasAuth: false,
  },
];

type Args = Omit<InviteCollaboratorDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'target'> & {
  kind?: 'scene' | 'camera';
  long?: boolean;
};

function Demo({ kind = 'scene', long = false, ...props }: Args) {
  const name = useSample(
    long
      ? {
          zh: '上海徐汇滨江艺术中心三层当代雕塑与装置艺术联合展厅（2026 秋季特展）',
          en: 'Xuhui Riverside Art Centre, third-floor joint hall of contemporary sculpture and installation (autumn 2026)',
        }
      : { zh: '静安样板间 A 户型', en: 'Jing’an show flat, type A' },
  );
  return (
    <InviteCollaboratorDialog
      {...props}
      defaultOpen
      target={{ kind, name: kind === 'camera' ? '4DKKPRO_8A21C7' : name }}
    />
  );
}

const meta = {
  title: 'Patterns/InviteCollaboratorDialog',
  component: Demo,
  args: { resources, ownUserName: 'li_wen', onSave: fn(), onCancelCollaboration: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['scene', 'camera'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveName = (en: boolean) => (en ? 'Save' : '保存');
const selectAllName = (en: boolean) => (en ? 'Select all' : '全选');

/** A user name and two permissions ticked with Space; Save sends the name and the resource ids. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog.getBoundingClientRect().width).toBe(750);
    await tabTo(view.getByRole('textbox'));
    await userEvent.keyboard(' wang_min ');
    await tabTo(view.getByRole('checkbox', { name: en ? 'Edit scene' : '编辑场景' }));
    await userEvent.keyboard(' ');
    await tabTo(view.getByRole('checkbox', { name: en ? 'Guided tour' : '漫游导览' }));
    await userEvent.keyboard(' ');
    await tabTo(view.getByRole('button', { name: saveName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ userName: 'wang_min', resourceIds: [11, 15] });
  },
};

/** Nothing filled in yet: four permissions per row under "select all". */
export const Empty: Story = {
  play: async ({ args, globals }) => {
    const view = within(await dialogOf());
    const [first, , , fourth, fifth] = view.getAllByRole('checkbox').slice(1);
    await expect(first?.getBoundingClientRect().top).toBe(fourth?.getBoundingClientRect().top);
    await expect(fifth?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().top ?? 0);
    await tabTo(view.getByRole('textbox'));
    await expect(view.getByRole('button', { name: saveName(storyLocale(globals) === 'en') })).toBeEnabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Select all" ticks every permission; Enter in the user name field saves. */
export const AllSelected: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await tabTo(view.getByRole('checkbox', { name: selectAllName(en) }));
    await userEvent.keyboard(' ');
    for (const box of view.getAllByRole('checkbox')) await expect(box).toBeChecked();
    await tabTo(view.getByRole('textbox'));
    await userEvent.keyboard('zhao_yun{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      userName: 'zhao_yun',
      resourceIds: [11, 12, 13, 14, 15, 16, 17],
    });
  },
};

/** Save with nothing filled in: both messages at their fields; they go as the user fixes each one. */
export const ValidationErrors: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await tabTo(view.getByRole('button', { name: saveName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(view.getByText(messageForReason('cooperationUserRequired'))).toBeInTheDocument();
    await expect(view.getByText(messageForReason('permissionRequired'))).toBeInTheDocument();
    await tabTo(view.getByRole('textbox'));
    await userEvent.keyboard('wang_min');
    await expect(view.queryByText(messageForReason('cooperationUserRequired'))).toBeNull();
    await expect(view.getByText(messageForReason('permissionRequired'))).toBeInTheDocument();
    await expect(view.getByRole('textbox')).toHaveValue('wang_min');
  },
};

/** Inviting yourself (compared without case) is refused at the user name. */
export const SelfInvite: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await tabTo(view.getByRole('textbox'));
    await userEvent.keyboard('Li_Wen');
    await tabTo(view.getByRole('checkbox', { name: en ? 'Hotspots' : '热点管理' }));
    await userEvent.keyboard(' ');
    await tabTo(view.getByRole('button', { name: saveName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(view.getByRole('textbox')).toHaveAccessibleDescription(messageForReason('selfAssign'));
  },
};

/**
 * The server refused the last save (3026: one of the scenes is already shared): the message is at the user name
 * (it goes once the name is edited).
 */
export const ServerRefusal: Story = {
  args: { serverError: { code: 3026 } },
  play: async () => {
    const view = within(await dialogOf());
    const field = view.getByRole('textbox');
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(messageForCode(3026));
  },
};

/** The camera already has a collaborator: the form is locked until it is cancelled. */
export const ExistingCollaborator: Story = {
  args: {
    kind: 'camera',
    existingCollaborator: 'zhang_min',
    resources: resources.map((resource) => ({ ...resource, hasAuth: [11, 12, 13].includes(Number(resource.id)) })),
  },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog).toHaveTextContent('8A21C7');
    await expect(view.getByRole('textbox')).toBeDisabled();
    await expect(view.getByRole('button', { name: saveName(en) })).toBeDisabled();
    await tabTo(view.getByRole('button', { name: en ? 'Cancel collaboration' : '取消协作' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancelCollaboration).toHaveBeenCalledOnce();
  },
};

/** Saving: Save spins, the fields are locked and Enter does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const view = within(await dialogOf());
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await expect(view.getByRole('textbox')).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A long scene name and long permission names wrap inside the 750 px dialog. */
export const LongNames: Story = {
  args: { long: true, resources: longResources },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await tabTo(within(dialog).getByRole('textbox'));
    await userEvent.keyboard('chen_xiaoyu');
    await tabTo(within(dialog).getByRole('button', { name: saveName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ userName: 'chen_xiaoyu', resourceIds: [21, 23] });
  },
};

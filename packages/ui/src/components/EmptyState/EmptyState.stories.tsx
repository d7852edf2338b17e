import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { CameraIcon, FolderOpenIcon, SearchIcon } from '../../icons/icons.tsx';
import { useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx';

type Sample = { title: string; description?: string; action?: string };

interface DemoProps extends Omit<EmptyStateProps, 'title' | 'description' | 'action'> {
  sample: { zh: Sample; en: Sample };
  onAction?: () => void;
  icon?: ReactNode;
}

function Demo({ sample, onAction, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <EmptyState
      {...props}
      title={text.title}
      description={text.description}
      action={text.action ? <Button onPress={onAction}>{text.action}</Button> : undefined}
    />
  );
}

const meta = {
  title: 'Components/EmptyState',
  component: Demo,
  args: {
    icon: <CameraIcon />,
    onAction: fn(),
    sample: {
      zh: { title: '还没有绑定相机', description: '绑定相机后，拍摄的场景会自动出现在这里。', action: '绑定相机' },
      en: {
        title: 'No cameras bound yet',
        description: 'Once you bind a camera, the scenes it captures appear here.',
        action: 'Bind camera',
      },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const EmptyFolder: Story = {
  args: {
    icon: <FolderOpenIcon />,
    headingLevel: 3,
    sample: {
      zh: { title: '文件夹是空的', description: '把场景移动到这个文件夹，便于分类管理。' },
      en: { title: 'This folder is empty', description: 'Move scenes into this folder to keep them organised.' },
    },
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchIcon />,
    sample: {
      zh: { title: '没有找到“样板间”相关的场景', description: '换个关键词试试，或清除筛选条件。' },
      en: { title: 'No scenes match “show flat”', description: 'Try another keyword or clear the filters.' },
    },
  },
};

export const WithoutIcon: Story = {
  args: {
    icon: undefined,
    sample: {
      zh: { title: '暂无订单', action: '去商城看看' },
      en: { title: 'No orders yet', action: 'Visit the shop' },
    },
  },
};

export const LongText: Story = {
  args: {
    sample: {
      zh: {
        title: '你的账户下还没有任何场景，也没有被邀请协作的场景或相机',
        description:
          '使用看看空间相机拍摄后，场景会自动上传并在计算完成后出现在这里。10 GB 基础容量约可存放 10 个 200 平方米的场景；如需更多空间，可以随时购买云容量或开通会员。',
        action: '了解如何拍摄第一个场景',
      },
      en: {
        title: 'There are no scenes in your account yet, and nobody has invited you to collaborate',
        description:
          'Scenes you capture with a KanKan Space camera upload automatically and appear here once computed. The 10 GB base capacity holds about ten 200 square metre scenes; buy cloud capacity or become a member for more.',
        action: 'Learn how to capture your first scene',
      },
    },
  },
};

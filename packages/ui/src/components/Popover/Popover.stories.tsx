import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { Popover, type PopoverProps } from './Popover.tsx';
import { Box } from '../Box/Box.tsx';

type Sample = { trigger: string; title?: string; body: string };

interface DemoProps extends Omit<PopoverProps, 'children' | 'title'> {
  sample: { zh: Sample; en: Sample };
}

function Demo({ sample, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <Box display="flex" justifyContent="center" paddingY="gigantic">
      <DialogTrigger>
        <Button variant="outline" tone="neutral">
          {text.trigger}
        </Button>
        <Popover {...props} title={text.title} aria-label={text.title ? undefined : text.trigger}>
          {text.body}
        </Popover>
      </DialogTrigger>
    </Box>
  );
}

const capacityHelp = {
  zh: {
    trigger: '容量说明',
    title: '什么是云容量？',
    body: '云容量用于存储相机上传的场景数据。10 GB 约可存放 10 个 200 平方米的场景；容量到期或超出后，最新生成的场景会被封存。',
  },
  en: {
    trigger: 'About capacity',
    title: 'What is cloud capacity?',
    body: 'Cloud capacity stores the scenes your cameras upload. 10 GB holds about 10 scenes of 200 square metres; when it expires or runs out, the newest scenes are archived first.',
  },
};

const meta = {
  title: 'Components/Popover',
  component: Demo,
  args: { sample: capacityHelp, showArrow: true, placement: 'bottom' },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens it and focus moves in; Escape closes it and focus returns; opened again for the screenshot. */
const openCloseReopen: Story['play'] = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(trigger).toHaveFocus());
  await userEvent.keyboard(' ');
  await body.findByRole('dialog');
};

export const Playground: Story = { play: openCloseReopen };

export const Top: Story = { args: { placement: 'top' }, play: openCloseReopen };

export const WithoutArrowOrTitle: Story = {
  args: {
    showArrow: false,
    sample: {
      zh: { trigger: '协作者', body: '协作者可以查看和编辑此场景，但不能删除或转移场景。' },
      en: {
        trigger: 'Collaborator',
        body: 'A collaborator can view and edit this scene, but cannot delete or transfer it.',
      },
    },
  },
  play: openCloseReopen,
};

export const LongText: Story = {
  args: {
    sample: {
      zh: {
        trigger: '封存规则',
        title: '场景为什么会被封存？封存后如何解除并恢复访问？',
        body: '容量到期或超出后，最新生成的场景会被优先封存，封存的场景无法查看、编辑和分享，数据保留一年。购买或升级容量直至覆盖全部场景数据、绑定会员相机，或删除部分场景（不可恢复）后，即可解除封存。',
      },
      en: {
        trigger: 'Archiving rules',
        title: 'Why are scenes archived, and how do I get them back?',
        body: 'When capacity expires or runs out, the most recently generated scenes are archived first: they cannot be viewed, edited or shared, and their data is kept for one year. Buy or upgrade capacity until it covers all scene data, bind a camera with membership, or delete scenes (irreversible) to unseal them.',
      },
    },
  },
  play: openCloseReopen,
};

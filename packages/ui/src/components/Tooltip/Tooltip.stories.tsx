import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons/icons.tsx';
import { useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip.tsx';
import { Box } from '../Box/Box.tsx';

type Sample = { trigger: string; tip: string };

interface DemoProps extends Omit<TooltipProps, 'children'> {
  sample: { zh: Sample; en: Sample };
  iconOnly?: boolean;
}

function Demo({ sample, iconOnly = false, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <Box display="flex" justifyContent="center" paddingY="gigantic">
      <TooltipTrigger>
        {iconOnly ? (
          <Button variant="ghost" tone="neutral" aria-label={text.trigger}>
            <InfoIcon />
          </Button>
        ) : (
          <Button variant="outline" tone="neutral">
            {text.trigger}
          </Button>
        )}
        <Tooltip {...props}>{text.tip}</Tooltip>
      </TooltipTrigger>
    </Box>
  );
}

const meta = {
  title: 'Components/Tooltip',
  component: Demo,
  args: {
    placement: 'top',
    sample: {
      zh: { trigger: '复制链接', tip: '复制场景的分享链接' },
      en: { trigger: 'Copy link', tip: 'Copy the share link of this scene' },
    },
  },
  argTypes: { placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once and describes the trigger; Escape hides it; focusing again shows it. */
const focusShows: Story['play'] = async ({ canvasElement }) => {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  const tooltip = await body.findByRole('tooltip');
  await expect(trigger).toHaveAccessibleDescription(tooltip.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  await expect(trigger).toHaveFocus();
  await userEvent.tab({ shift: true });
  await userEvent.tab();
  await body.findByRole('tooltip');
};

export const Playground: Story = { play: focusShows };

export const Bottom: Story = { args: { placement: 'bottom' }, play: focusShows };

/** The name of an icon-only button, with the tooltip saying what it does. */
export const IconButton: Story = {
  args: {
    iconOnly: true,
    sample: {
      zh: { trigger: '容量说明', tip: '10 GB 约可存放 10 个 200 平方米的场景' },
      en: { trigger: 'About capacity', tip: '10 GB holds about 10 scenes of 200 square metres' },
    },
  },
  play: focusShows,
};

export const LongText: Story = {
  args: {
    sample: {
      zh: {
        trigger: '不可选择',
        tip: '计算中、计算失败或已封存的场景不能被选择、移动或分配给协作者，请等待计算完成或先解除封存',
      },
      en: {
        trigger: 'Not selectable',
        tip: 'Scenes that are calculating, failed or archived cannot be selected, moved or assigned to a collaborator',
      },
    },
  },
  play: focusShows,
};

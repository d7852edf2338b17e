import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { CameraCard, type CameraCardProps } from './CameraCard.tsx';
import {
  NOW,
  expiredCamera,
  expiresTodayCamera,
  expiringCamera,
  expiringImpact,
  lowPointsCamera,
  memberCamera,
  proCamera,
} from './sampleCameras.ts';

type Args = CameraCardProps;

function Demo(props: Args) {
  const collaborator = useSample({ zh: '王芳', en: 'emma_clark' });
  const camera = props.camera.cooperationUser ? { ...props.camera, cooperationUser: collaborator } : props.camera;
  return (
    <StoryWidth width="accountForm">
      <CameraCard {...props} camera={camera} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/CameraCard',
  component: Demo,
  args: {
    camera: proCamera,
    now: NOW,
    onTopUp: fn(),
    onBuyStorage: fn(),
    onInviteCollaborator: fn(),
    onCancelCollaborator: fn(),
    onUnbind: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: {
    topUp: '充值点数',
    buy: '购买存储',
    renew: '续费存储',
    invite: '邀请协作者',
    cancel: '取消协作者',
    unbind: '解绑',
  },
  en: {
    topUp: 'Top up points',
    buy: 'Buy storage',
    renew: 'Renew storage',
    invite: 'Invite collaborator',
    cancel: 'Cancel collaborator',
    unbind: 'Unbind',
  },
};

/** A Pro camera with a 20G plan: the name without 4DKKPRO_, the meter, and Top up by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^8A21C7$/);
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      storyLocale(globals) === 'en' ? '12.4 GB of 20 GB' : '12.4 GB / 20 GB',
    );
    await tabTo(canvas.getByRole('button', { name: text.topUp }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onTopUp).toHaveBeenCalledWith(proCamera);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.renew })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onBuyStorage).toHaveBeenCalledWith(proCamera);
  },
};

/** 50 points: under 99, so the balance turns amber and the warning says new scenes stop. A collaborator is set. */
export const LowPoints: Story = {
  args: { camera: lowPointsCamera },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        storyLocale(globals) === 'en'
          ? "Under 99 points: new scenes can't be generated until the camera is topped up."
          : '点数低于 99：充值前无法生成新场景。',
      ),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: text.invite })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: text.cancel }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancelCollaborator).toHaveBeenCalledOnce();
  },
};

/** A membership is bound: capacity is unlimited, so no meter. */
export const MembershipBound: Story = {
  args: { camera: memberCamera },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('meter')).toBeNull();
    await expect(
      canvas.getByText(storyLocale(globals) === 'en' ? 'Membership bound' : '已绑定会员'),
    ).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: text.invite }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onInviteCollaborator).toHaveBeenCalledWith(memberCamera);
  },
};

/** The plan expired 12 days ago and the camera is over its capacity: the expiry in red and Buy storage. */
export const StorageExpired: Story = {
  args: { camera: expiredCamera },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute('data-tone', 'critical');
    await tabTo(canvas.getByRole('button', { name: text.buy }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuyStorage).toHaveBeenCalledOnce();
  },
};

/**
 * The 50G plan ends in 6 days: the expiry in amber with the days left, and what its end would archive (23 scenes
 * back to the free 10G), the scenes one keypress away.
 */
export const PlanExpiring: Story = {
  args: { camera: expiringCamera, expiryImpact: expiringImpact },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByText('50G')).toBeInTheDocument();
    await expect(canvas.getByText(en ? /6 days left/ : /剩余 6 天/)).toBeInTheDocument();
    await expect(
      canvas.getByText(en ? /23 scenes \(22\.1 GB\) will be archived/ : /23 个场景（22\.1 GB）被封存/),
    ).toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: en ? 'Scenes that would be archived' : '将被封存的场景' });
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Showroom level 2')).toBeVisible();
    await expect(canvas.getByText(en ? 'and 20 more' : '另有 20 个')).toBeVisible();
  },
};

/** The plan ends today: the expiry in red. A membership camera never shows a forecast (unlimited capacity). */
export const PlanExpiresToday: Story = {
  args: { camera: expiresTodayCamera },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyLocale(globals) === 'en' ? /Expires today/ : /今天到期/)).toBeInTheDocument();
  },
};

/** A camera-account login: no top-up and no storage purchase. */
export const DeviceLogin: Story = {
  args: { camera: lowPointsCamera, deviceLogin: true },
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: text.topUp })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.renew })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: text.cancel }));
  },
};

/** Unbind asks first (message 26); Enter on the question unbinds. */
export const Unbind: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getByRole('button', { name: text.unbind }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(clientMessage('confirmUnbind'));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(args.onUnbind).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnbind).toHaveBeenCalledWith(proCamera);
  },
};

/** The unbind question, open for the screenshot. */
export const UnbindQuestion: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].unbind }));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(403);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage, formatDaysLeft, messageForCode } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, tabTo } from '../../storybook/index.ts';
import { MembershipCard, type MembershipCardProps, type MembershipSummary, type OwnCamera } from './MembershipCard.tsx';

const DAY = 24 * 60 * 60 * 1000;
/** A fixed "now": 21 November 2026, 10:00 UTC. */
const NOW = Date.UTC(2026, 10, 21, 10, 0);

const cameras: OwnCamera[] = [
  { id: 101, snCode: 'KK-PRO-8A21C7', childName: '4DKKPRO_8A21C7', hasMembership: false },
  { id: 102, snCode: 'KK-PRO-5520AB', childName: '4DKKPRO_5520AB', hasMembership: true },
  { id: 201, snCode: 'KK-MN-31B9F4', childName: 'MINION_31B9', hasMembership: false },
];

const bound: MembershipSummary = {
  id: 9001,
  cameraId: 102,
  snCode: 'KK-PRO-5520AB',
  purchaseTime: NOW - 200 * DAY,
  expiryTime: NOW + 165 * DAY,
};

const free: MembershipSummary = { ...bound, id: 9002, cameraId: null, snCode: null };

function Demo(props: MembershipCardProps) {
  return (
    <StoryWidth width="accountForm">
      <MembershipCard {...props} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/MembershipCard',
  component: Demo,
  args: { membership: bound, now: NOW, cameras, onAuthorise: fn(), onDeauthorise: fn(), onRenew: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: {
    renew: '续费',
    deauthorise: '取消授权',
    authorise: '授权',
    camera: '授权给相机',
    choose: '请选择您的一台相机。',
    bindFirst: '请先将相机绑定到您的账号。',
  },
  en: {
    renew: 'Renew',
    deauthorise: 'Deauthorise',
    authorise: 'Authorise',
    camera: 'Authorise to camera',
    choose: 'Choose one of your cameras.',
    bindFirst: 'Bind a camera to your account first.',
  },
};

/** Valid and authorised: the camera's SN, the dates, Renew by keyboard; changing camera needs a deauthorisation. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(canvas.getByText(en ? 'Valid' : '有效')).toBeInTheDocument();
    await expect(canvas.getByText('KK-PRO-5520AB')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: words[storyLocale(globals)].authorise })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].renew }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRenew).toHaveBeenCalledOnce();
  },
};

/** Three days left and not authorised: the days left show; a camera is chosen by keyboard and authorised. */
export const ExpiringIn3Days: Story = {
  args: { membership: { ...free, expiryTime: NOW + 3 * DAY } },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(formatDaysLeft(3))).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: new RegExp(text.camera) }));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')[1]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await tabTo(canvas.getByRole('button', { name: text.authorise }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onAuthorise).toHaveBeenCalledWith(201);
  },
};

/** Authorise without a choice: the select says to choose a camera; nothing is sent. */
export const NoCameraChosen: Story = {
  args: { membership: free },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].authorise }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onAuthorise).not.toHaveBeenCalled();
    await expect(canvas.getByText(words[storyLocale(globals)].choose)).toBeInTheDocument();
  },
};

/** The last day: "expires today". */
export const ExpiresToday: Story = {
  args: { membership: { ...bound, expiryTime: NOW + 2 * 60 * 60 * 1000 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatDaysLeft(0))).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].renew }));
  },
};

/** Expired: it cannot be authorised until renewed; Renew is the main action. */
export const Expired: Story = {
  args: { membership: { ...free, expiryTime: NOW - 5 * DAY } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatDaysLeft(-1))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: words[storyLocale(globals)].authorise })).toBeNull();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].renew }));
    await userEvent.keyboard(' ');
    await expect(args.onRenew).toHaveBeenCalledOnce();
  },
};

/** Server code 3032 (the camera already has a membership) at the camera choice, until another is picked. */
export const CameraAlreadyAuthorised: Story = {
  args: { membership: free, serverError: { code: 3032 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageForCode(3032))).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: new RegExp(words[storyLocale(globals)].camera) }));
  },
};

/** Server code 3031 (this membership is already on a camera) at the camera choice. */
export const MembershipAlreadyBound: Story = {
  args: { membership: free, serverError: { code: 3031 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageForCode(3031))).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].authorise }));
  },
};

/** Deauthorise asks first; Enter confirms and message 46 is announced. */
export const Deauthorise: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].deauthorise }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('KK-PRO-5520AB');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeauthorise).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(clientMessage('deauthorised')));
  },
};

/** The deauthorise question, open for the screenshot. */
export const DeauthoriseQuestion: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].deauthorise }));
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(403);
  },
};

/** No cameras of one's own: the choice is disabled and says to bind one first. */
export const NoOwnCameras: Story = {
  args: { membership: free, cameras: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(words[storyLocale(globals)].bindFirst)).toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].renew }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import {
  NOW,
  expiredCamera,
  expiringCamera,
  expiringImpact,
  liteCamera,
  lowPointsCamera,
  memberCamera,
  minionCamera,
  proCamera,
} from '../CameraCard/sampleCameras.ts';
import { CameraList, type CameraListProps } from './CameraList.tsx';

type Args = CameraListProps;

function Demo(props: Args) {
  const collaborator = useSample({ zh: '王芳', en: 'emma_clark' });
  const cameras = props.cameras.map((camera) =>
    camera.cooperationUser ? { ...camera, cooperationUser: collaborator } : camera,
  );
  return <CameraList {...props} cameras={cameras} />;
}

const allCameras = [proCamera, lowPointsCamera, memberCamera, expiredCamera, minionCamera, liteCamera];

const meta = {
  title: 'Patterns/CameraList',
  component: Demo,
  args: {
    cameras: allCameras,
    now: NOW,
    onBindCamera: fn(),
    onTopUp: fn(),
    onBuyStorage: fn(),
    onInviteCollaborator: fn(),
    onCancelCollaborator: fn(),
    onUnbind: fn(),
  },
  argTypes: { defaultSelectedType: { control: 'inline-radio', options: ['pro', 'minion', 'lite'] } },
  // Four cards are taller than the viewport: the screenshot takes the whole list.
  parameters: { fullPage: true },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { pro: 'Pro', minion: 'Minion', lite: 'Lite', bind: '绑定相机', topUp: '充值点数', unbind: '解绑' },
  en: { pro: 'Pro', minion: 'Minion', lite: 'Lite', bind: 'Bind camera', topUp: 'Top up points', unbind: 'Unbind' },
};

/** The Pro tab: four cameras with counts on the tabs; the arrows move to Minion and Lite. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const pro = canvas.getByRole('tab', { name: /Pro/ });
    await expect(pro).toHaveAttribute('aria-selected', 'true');
    await expect(pro).toHaveTextContent('4');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(4);
    await userEvent.tab();
    await expect(pro).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: new RegExp(text.minion) })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'MINION_31B9',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(canvas.getByRole('tabpanel')).getByRole('heading', { level: 3 })).toHaveTextContent(
      'LITE_7D20',
    );
    await userEvent.keyboard('{Home}');
    await expect(pro).toHaveAttribute('aria-selected', 'true');
  },
};

/** The Minion tab chosen first. */
export const MinionTab: Story = {
  args: { defaultSelectedType: 'minion' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Minion/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Minion/ })).toHaveFocus();
  },
};

/** The Lite tab chosen first. */
export const LiteTab: Story = {
  args: { defaultSelectedType: 'lite' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Lite/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
  },
};

/** Only Pro cameras: the Lite tab is empty and its Bind camera button opens binding. */
export const EmptyTab: Story = {
  args: { cameras: [proCamera], defaultSelectedType: 'lite' },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    await expect(
      within(panel).getByRole('heading', { name: storyLocale(globals) === 'en' ? 'No Lite cameras yet' : /Lite/ }),
    ).toBeInTheDocument();
    const bind = within(panel).getByRole('button', { name: text.bind });
    for (let i = 0; i < 6 && document.activeElement !== bind; i += 1) await userEvent.tab();
    await expect(bind).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBindCamera).toHaveBeenCalledOnce();
  },
};

/** No cameras at all: every tab counts 0. */
export const NoCameras: Story = {
  args: { cameras: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveTextContent('0');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Lite/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * A plan ends within 15 days: the reminder above the tabs names its camera, and its card shows what the expiry would
 * archive.
 */
export const PlanEndingReminder: Story = {
  args: {
    cameras: [expiringCamera, proCamera, memberCamera],
    expiryImpacts: { [expiringCamera.id]: expiringImpact },
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByText(en ? 'A storage plan ends soon' : '有存储套餐即将到期')).toBeInTheDocument();
    await expect(
      canvas.getByText(en ? /^Plans ending within 15 days: KK-PRO-6D10F3\./ : /^15 天内到期的套餐：KK-PRO-6D10F3。/),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText(en ? /will be archived/ : /个场景（/)).toHaveLength(1);
  },
};

/** A camera-account login: no top-up or storage buttons on any card. */
export const DeviceLoginView: Story = {
  args: { deviceLogin: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: words[storyLocale(globals)].topUp })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Pro/ })).toHaveFocus();
  },
};

/** Unbinding the first camera: after the confirmation the unbind is announced (message 33). */
export const Unbound: Story = {
  args: { cameras: [proCamera] },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const unbind = canvas.getByRole('button', { name: text.unbind });
    for (let i = 0; i < 10 && document.activeElement !== unbind; i += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onUnbind).toHaveBeenCalledWith(proCamera);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(clientMessage('unbound')));
  },
};

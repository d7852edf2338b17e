import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '@kankan/ui/storybook';
import { pageStory, type PageStoryOptions } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import LoginPage, { CameraLoginPage } from './LoginPage.tsx';

const account = /Mobile number or e-mail|手机号或邮箱/;

/** The page at `options.url` with its own fake API and an in-memory session. */
function pageAt(options: PageStoryOptions) {
  const { decorators, ...rest } = pageStory(options);
  // The session the page writes to and the site's API client, on the story's fake API; toasts are not shown.
  return { ...rest, decorators: [withSite(options.api ?? {}, { notify: () => undefined }), ...decorators] };
}

/** The full-bleed 1440 px frame of page stories; each story brings its own address and API. */
const pageLayout = { parameters: pageStory().parameters, globals: pageStory().globals };

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  ...pageLayout,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cameraApi = {
  '/sso/camera/qrCode': {
    ticket: '9b1e4c0a7d2f4e38a6c5b0d91f3e7a24',
    qrContent: 'kankan://camera-login?ticket=9b1e4c0a7d2f4e38a6c5b0d91f3e7a24',
    expiresIn: 120,
  },
  '/sso/camera/qrStatus': { status: 0 },
};

/** /clientlogin: the camera-login QR code, waiting for a scan in the camera app. */
export const CameraLogin: Story = {
  render: () => <CameraLoginPage />,
  ...pageAt({ url: '/clientlogin', api: cameraApi }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: en ? 'Camera login' : '相机登录', selected: true })).toBeVisible();
    const qr = await canvas.findByRole(
      'img',
      { name: en ? 'QR code for camera login' : '相机登录二维码' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect((qr as HTMLImageElement).complete).toBe(true));
    await expect(await canvas.findByText(en ? /scan this QR code/ : /扫描/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: en ? 'Camera login' : '相机登录' })).toHaveFocus();
  },
};

/** /login/login: password login opens first; an empty submit by keyboard shows each reason at its field. */
export const PasswordLogin: Story = {
  ...pageAt({ url: '/login/login', route: '/login/:page' }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('tabpanel', { name: en ? 'Password login' : '密码登录' });
    within(panel).getByRole('textbox', { name: account }).focus();
    await userEvent.keyboard('{Enter}');
    const alerts = await within(panel).findAllByText(en ? /cannot be blank|cannot be empty/i : /不能为空/);
    await expect(alerts.length).toBeGreaterThan(0);
    await expect(within(panel).getByRole('textbox', { name: account })).toHaveFocus();
    // Leave the field so no blinking caret is in the screenshot.
    await userEvent.tab({ shift: true });
  },
};

/** /login/register with an account that exists: asking for a code shows the message at the account field. */
export const RegisterExistingAccount: Story = {
  ...pageAt({ url: '/login/register', route: '/login/:page', api: { '/sso/user/checkUser': null } }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('tabpanel', { name: en ? 'Register' : '注册' });
    within(panel).getByRole('textbox', { name: account }).focus();
    await userEvent.keyboard('13800138000');
    await userEvent.tab();
    const send = within(panel).getByRole('button', { name: en ? 'Send code' : '获取验证码' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(panel).findByText(en ? 'This account is already registered.' : /已注册/)).toBeVisible();
  },
};

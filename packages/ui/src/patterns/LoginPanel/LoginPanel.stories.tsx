import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LoginAccount } from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import QRCode from 'qrcode';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Clock } from '../../runtime/clock.ts';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { LoginPanel, type LoginPanelProps } from './LoginPanel.tsx';

/** The mainland mobile number the stories type. */
const mobile: LoginAccount = { kind: 'mobile', areaNum: '86', number: '13800138000' };

/** A clock that never ticks: the countdown stays where the play function left it. */
const stillClock: Clock = { every: () => () => undefined };

const termsText = {
  zh: {
    label: '《看看空间用户协议》',
    paragraphs: [
      '欢迎使用看看空间。您在注册账户前，请仔细阅读本协议的全部条款，特别是免除或限制责任的条款。',
      '一、账户：您应使用本人的手机号码或电子邮箱注册，并妥善保管密码。因您保管不善导致的损失由您自行承担。',
      '二、云存储：基础云存储容量为 10G。超出容量的新场景将被封存，扩容或续费后可解除封存；封存数据保留一年。',
      '三、会员：会员享有不限容量、自定义标志与热点、弹性计算队列及每年 10 次免费下载等权益。',
      '四、场景内容：您上传的场景内容不得含有违法或侵权信息。我们有权对违规内容采取删除等措施。',
      '五、注销：账户注销申请通过后有 15 天冷静期，冷静期内登录将撤销注销申请。注销将清除账户信息并解绑全部相机。',
      '六、隐私：我们仅为提供服务收集必要信息，并按照隐私政策保护您的个人信息。',
      '七、付款与发票：订单以页面显示的价格为准。增值税普通发票将在 7 个工作日内以电子邮件发送，专用发票在 15 个工作日内寄出；发票信息保存后 7 天内可修改一次。',
      '八、相机绑定：每台相机只能绑定一个账户。解绑后相机可被其他账户绑定，原账户中该相机的场景将不再显示。',
      '九、协作：您可以邀请其他用户协作编辑场景或相机，每个场景或相机同时只能有一位协作者。',
      '十、服务变更：我们可能因业务调整变更服务内容，并将提前通过站内消息或电子邮件通知您。',
      '十一、责任限制：因不可抗力或第三方原因导致的服务中断，我们将尽力恢复，但不承担由此产生的间接损失。',
      '十二、其他：本协议的解释与争议解决适用中华人民共和国法律。',
    ],
  },
  en: {
    label: 'Terms of Service',
    paragraphs: [
      'Welcome to KanKan Space. Please read all of these terms before you register, in particular the terms that limit our liability.',
      '1. Account: register with your own mobile number or e-mail address and keep your password safe. Losses caused by a shared password are your own.',
      '2. Cloud storage: the basic capacity is 10G. New scenes over your capacity are archived until you expand or renew; archived data is kept for one year.',
      '3. Membership: members get unlimited capacity, their own logo and hotspots, an elastic computing queue and 10 free downloads a year.',
      '4. Scene content: what you upload must not break the law or the rights of others. We may remove content that does.',
      '5. Account deletion: an approved deletion has a 15-day cooling-off period; logging in during it cancels the deletion, which otherwise clears your account and unbinds all cameras.',
      '6. Privacy: we collect only what the service needs and protect it as our privacy policy describes.',
      '7. Payment and invoices: orders are charged at the price shown on the page. E-invoices are sent by e-mail within 7 working days and VAT special invoices are posted within 15; invoice details may be changed once within 7 days.',
      '8. Camera binding: each camera can be bound to one account only. After unbinding, another account may bind it and its scenes no longer show in yours.',
      '9. Collaboration: you may invite another user to edit a scene or camera with you; each scene or camera has at most one collaborator at a time.',
      '10. Changes: we may change the service as our business changes and will tell you in advance by site message or e-mail.',
      '11. Liability: we restore the service as fast as we can after outages caused by force majeure or third parties, but are not liable for indirect losses.',
      '12. Law: these terms are governed by the laws of the People’s Republic of China.',
    ],
  },
};

type DemoProps = Omit<LoginPanelProps, 'terms' | 'qrSrc' | 'serverErrors' | 'formError'> & {
  qr?: boolean;
  serverError?: number;
};

function Demo({ qr, serverError, ...props }: DemoProps & { qrSrc?: string }) {
  const terms = useSample(termsText);
  const server = serverError === undefined ? {} : errorsFor(serverError);
  return (
    <LoginPanel
      {...props}
      {...server}
      qrSrc={qr ? props.qrSrc : undefined}
      terms={{ label: terms.label, text: terms.paragraphs.map((p) => <p key={p}>{p}</p>) }}
    />
  );
}

/** The site's mapping of a few codes, as the stories need them (3008 at the account, 3014 above the form). */
function errorsFor(code: number) {
  return code === 3008 ? { serverErrors: { phoneNum: messageForCode(code) } } : { formError: messageForCode(code) };
}

const meta = {
  title: 'Patterns/LoginPanel',
  component: Demo,
  args: {
    onPasswordLogin: fn(),
    onCodeLogin: fn(),
    onSendCode: fn(),
    onRegister: fn(),
    onResetPassword: fn(),
    onRefreshQr: fn(),
    onTabChange: fn(),
    codeClock: stillClock,
  },
  argTypes: {
    defaultTab: { control: 'inline-radio', options: ['password', 'code', 'camera', 'register', 'reset'] },
    qrStatus: { control: 'inline-radio', options: ['loading', 'waiting', 'scanned', 'expired'] },
  },
  loaders: [
    async () => ({
      qrSrc: await QRCode.toDataURL('kankan://camera-login?ticket=9b1e4c0a7d2f4e38a6c5b0d91f3e7a24', {
        margin: 0,
        width: 160,
      }),
    }),
  ],
  render: (args, { loaded }) => <Demo {...args} qrSrc={String(loaded['qrSrc'])} />,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

function field(canvasElement: HTMLElement, name: RegExp) {
  return within(canvasElement).getByRole('textbox', { name });
}

const account = /Mobile number or e-mail|手机号或邮箱/;

/** Password login by keyboard: type the account and password, Enter submits the contract's body. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement, account);
    input.focus();
    await userEvent.keyboard('13800138000');
    const pass = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
    if (!pass) throw new Error('no password field');
    pass.focus();
    await userEvent.keyboard('Secret2026{Enter}');
    await expect(args.onPasswordLogin).toHaveBeenCalledWith({ account: mobile, password: 'Secret2026' });
  },
};

/** Empty and bad input: each reason shows at its field in the user's language; focus goes to the first. */
export const InvalidSubmission: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const input = field(canvasElement, account);
    input.focus();
    await userEvent.keyboard('1380013');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      en ? 'Please enter a correct mobile number.' : expect.stringContaining('手机号'),
    );
    await expect(input).toHaveValue('1380013');
    const pass = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
    await expect(pass).toHaveAccessibleDescription(en ? 'Password cannot be blank.' : expect.stringContaining('密码'));
  },
};

/** The server said "wrong user name or password": the message sits above the form, the input stays. */
export const ServerError: Story = {
  args: { serverError: 3014 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      en ? 'Incorrect user name or password.' : /用户名或密码/,
    );
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const input = field(canvasElement, account);
    input.focus();
    await userEvent.keyboard('lihua@example.com{Enter}');
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

/**
 * Code login: Send code with no account shows the message at the account field and sends nothing (spec 5); with a
 * valid number it sends and counts down.
 */
export const CodeLoginCountdown: Story = {
  args: { defaultTab: 'code' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: en ? 'Send code' : '获取验证码' });
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    const input = field(canvasElement, account);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      en ? 'Please enter your mobile number or e-mail address first.' : '请先输入手机号或邮箱',
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.keyboard('13800138000');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    // Tab order: the account, the code input, then its Send code button.
    await userEvent.tab();
    await userEvent.tab();
    await expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledWith(mobile, 'login');
    const code = field(canvasElement, /Verification code|验证码/);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByRole('button', { name: en ? 'Resend in 60 s' : /60/ })).toBeDisabled();
    await userEvent.keyboard('482913{Enter}');
    await expect(args.onCodeLogin).toHaveBeenCalledWith({ account: mobile, code: '482913' });
  },
};

/** An e-mail account sends its code by e-mail. */
export const CodeLoginByEmail: Story = {
  args: { defaultTab: 'code' },
  play: async ({ canvasElement, args }) => {
    field(canvasElement, account).focus();
    await userEvent.keyboard('lihua@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendCode).toHaveBeenCalledWith({ kind: 'email', address: 'lihua@example.com' }, 'login');
  },
};

export const CameraWaiting: Story = {
  args: { defaultTab: 'camera', qr: true, qrStatus: 'waiting' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const img = within(canvasElement).getByRole('img', { name: en ? 'QR code for camera login' : /二维码/ });
    await expect(img).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
  },
};

export const CameraScanned: Story = {
  args: { defaultTab: 'camera', qr: true, qrStatus: 'scanned' },
};

/** An expired QR code: the refresh action is reached by keyboard. */
export const CameraQrExpired: Story = {
  args: { defaultTab: 'camera', qr: true, qrStatus: 'expired' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const refresh = within(canvasElement).getByRole('button', { name: en ? 'Refresh QR code' : '刷新二维码' });
    refresh.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRefreshQr).toHaveBeenCalledOnce();
  },
};

async function fillRegister(
  canvasElement: HTMLElement,
  values: { userName: string; phone: string; pass: string; confirm: string },
) {
  field(canvasElement, /User name|用户名/).focus();
  await userEvent.keyboard(values.userName);
  field(canvasElement, account).focus();
  await userEvent.keyboard(values.phone);
  field(canvasElement, /Verification code|验证码/).focus();
  await userEvent.keyboard('482913');
  canvasElement.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  await userEvent.keyboard(values.pass);
  canvasElement.querySelector<HTMLInputElement>('input[name="confirmPassword"]')?.focus();
  await userEvent.keyboard(values.confirm);
}

/** Register with bad input everywhere: every field shows its own reason, nothing typed is lost. */
export const RegisterInvalid: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    await fillRegister(canvasElement, { userName: 'L', phone: '12345', pass: 'secret', confirm: 'secret2' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegister).not.toHaveBeenCalled();
    const userName = field(canvasElement, /User name|用户名/);
    await waitFor(() => expect(userName).toHaveFocus());
    await expect(userName).toHaveAccessibleDescription(en ? 'The user name must be 2 to 11 characters long.' : /2/);
    await expect(userName).toHaveValue('L');
    const pass = canvasElement.querySelector('input[name="password"]');
    await expect(pass).toHaveAccessibleDescription(
      expect.stringContaining(en ? 'The password must be at least 8 characters long.' : '8'),
    );
    const confirm = canvasElement.querySelector('input[name="confirmPassword"]');
    await expect(confirm).toHaveAccessibleDescription(en ? 'The two passwords do not match.' : /不一致/);
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      en ? 'Please agree to our terms first.' : '请先同意我们的条款',
    );
  },
};

/** The agreement: Confirm in the terms dialog unlocks only at the end of the text; then register submits. */
export const RegisterWithAgreement: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await fillRegister(canvasElement, {
      userName: '李华',
      phone: '13800138000',
      pass: 'Secret2026',
      confirm: 'Secret2026',
    });
    const link = within(canvasElement).getByRole('link');
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    const confirm = buttons.at(-1);
    await expect(confirm).toBeDisabled();
    const region = within(dialog).getByRole('region');
    region.focus();
    await userEvent.keyboard('{End}');
    // Synthetic key events do not scroll natively: do what End does in a real browser.
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(confirm).toBeEnabled());
    confirm?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
    field(canvasElement, /User name|用户名/).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRegister).toHaveBeenCalledWith({
      account: mobile,
      code: '482913',
      userName: '李华',
      password: 'Secret2026',
    });
  },
};

/** The terms dialog open, Confirm still locked (the text has not been scrolled to the end). */
export const AgreementDialog: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('link').focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button').at(-1)).toBeDisabled();
  },
};

/** "The account is already registered." from the server, at the account field. */
export const RegisterServerError: Story = {
  args: { defaultTab: 'register', serverError: 3008 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(field(canvasElement, account)).toHaveAccessibleDescription(
      en ? 'This account is already registered.' : /已注册/,
    );
  },
};

export const FindPassword: Story = {
  args: { defaultTab: 'reset' },
  play: async ({ canvasElement, args }) => {
    field(canvasElement, account).focus();
    await userEvent.keyboard('lihua@example.com');
    field(canvasElement, /Verification code|验证码/).focus();
    await userEvent.keyboard('482913');
    canvasElement.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
    await userEvent.keyboard('NewSecret26');
    canvasElement.querySelector<HTMLInputElement>('input[name="confirmPassword"]')?.focus();
    await userEvent.keyboard('NewSecret26{Enter}');
    await expect(args.onResetPassword).toHaveBeenCalledWith({
      account: { kind: 'email', address: 'lihua@example.com' },
      code: '482913',
      password: 'NewSecret26',
    });
  },
};

/** Tabs switch by keyboard and keep what was typed. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement, args }) => {
    field(canvasElement, account).focus();
    await userEvent.keyboard('13800138000');
    const tabs = within(canvasElement).getAllByRole('tab');
    tabs[0]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('code');
    await expect(field(canvasElement, account)).toHaveValue('13800138000');
  },
};

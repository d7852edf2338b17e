import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, requiredInForm, storyLocale, useSample } from '../../storybook/index.ts';
import { Stack } from '../Stack/Stack.tsx';
import { AgreementField, type AgreementFieldProps } from './AgreementField.tsx';

const termsZh = [
  '一、服务内容。看看空间为用户提供三维空间拍摄、场景生成、云端存储、场景分享与协作等服务。用户注册后即可使用相机拍摄并上传空间数据。',
  '二、账号与安全。用户应妥善保管账号与密码，不得将账号出借或转让他人。因用户保管不善造成的损失由用户自行承担。',
  '三、用户内容。用户上传的场景、图片与文字应合法合规，不得包含违法、侵权或敏感信息。平台有权对违规内容进行处理。',
  '四、云存储与封存。存储容量到期或超出后，超出部分的场景将被封存，封存数据保留一年；扩容、续费或删除场景后可解除封存。',
  '五、付费服务。会员、扩容与点数等付费服务以页面公示价格为准，购买后即时生效，不支持降级，可续费或升级。',
  '六、隐私保护。我们仅在提供服务所必需的范围内收集和使用个人信息，并采取合理的安全措施保护用户数据。',
  '七、账号注销。用户可申请注销账号，注销设有 15 天冷静期；冷静期内登录将撤销注销申请。注销后账号信息与权益将被清除。',
  '八、协议变更。我们可能适时修订本协议，修订后的协议将在网站公布；继续使用服务即视为同意修订后的协议。',
];

const termsEn = [
  '1. The service. KanKan Space lets you capture 3D spaces, generate scenes, store them in the cloud, and share them or work on them with others. Once registered, you can shoot with your camera and upload space data.',
  '2. Your account. Keep your account and password safe and do not lend or transfer the account to anyone. Losses caused by careless keeping are your own responsibility.',
  '3. Your content. Scenes, pictures and text you upload must be lawful and must not infringe the rights of others or contain sensitive content. We may act on content that breaks these rules.',
  '4. Cloud storage and archiving. When capacity expires or is exceeded, the scenes over capacity are archived and kept for one year; expanding, renewing or deleting scenes unseals them.',
  '5. Paid services. Membership, capacity and points are sold at the prices shown on the site, take effect at once, and can be renewed or upgraded but not downgraded.',
  '6. Privacy. We collect and use personal information only as far as the service needs it, and protect your data with reasonable security measures.',
  '7. Closing your account. You may ask to close your account; a 15-day cooling-off period applies, and logging in during it cancels the request. Closing removes the account information and rights.',
  '8. Changes. We may revise these terms from time to time and publish the revised terms on the site; using the service afterwards means you accept them.',
];

function Terms() {
  const paragraphs = useSample({ zh: termsZh, en: termsEn });
  return (
    <Stack space="medium">
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Stack>
  );
}

function Localized(props: Omit<AgreementFieldProps, 'termsLabel' | 'children'> & { short?: boolean }) {
  const { short = false, ...rest } = props;
  const label = useSample({ zh: '《看看空间用户协议》', en: 'KanKan Space Terms of Service' });
  const shortText = useSample({
    zh: '使用本服务即表示您同意遵守本协议。',
    en: 'Using the service means you accept these terms.',
  });
  return (
    <StoryWidth width="440px">
      <AgreementField {...rest} termsLabel={label}>
        {short ? <p>{shortText}</p> : <Terms />}
      </AgreementField>
    </StoryWidth>
  );
}

const words = {
  zh: { confirm: '确定', cancel: '取消', error: '请先同意我们的条款', submit: '注册', terms: '协议正文' },
  en: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    error: 'Please agree to our terms first.',
    submit: 'Register',
    terms: 'Terms text',
  },
};

const meta = {
  title: 'Components/AgreementField',
  component: AgreementField,
  args: { onChange: fn(), termsLabel: '', children: null },
} satisfies Meta<typeof AgreementField>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openTerms(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return body.findByRole('dialog');
}

/**
 * Focuses the terms text and presses End. Synthetic key events do not scroll, so the play function then does what
 * the browser does on End.
 */
async function scrollToEnd(region: HTMLElement) {
  region.focus();
  await userEvent.keyboard('{End}');
  region.scrollTo({ top: region.scrollHeight });
}

/**
 * The whole path by keyboard: open the terms, scroll the text to its end, Confirm ticks the box and closes.
 */
export const Playground: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const body = within(canvasElement.ownerDocument.body);
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).not.toBeChecked();
    const dialog = await openTerms(canvasElement);
    await expect(dialog.parentElement?.getBoundingClientRect().width).toBe(680);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await expect(confirm).toBeDisabled();
    const region = within(dialog).getByRole('region', { name: text.terms });
    await scrollToEnd(region);
    await waitFor(() => expect(confirm).toBeEnabled());
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/**
 * Space on the box before the terms were read opens them instead of ticking it (spec 2.5: read to the end first);
 * once read and confirmed, Space unticks and ticks it again.
 */
export const Unchecked: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const body = within(canvasElement.ownerDocument.body);
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await body.findByRole('dialog');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: text.confirm })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(checkbox).toHaveFocus());
    await userEvent.click(checkbox);
    const again = await body.findByRole('dialog');
    await expect(checkbox).not.toBeChecked();
    const region = within(again).getByRole('region', { name: text.terms });
    await scrollToEnd(region);
    const confirm = within(again).getByRole('button', { name: text.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(checkbox).toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** The dialog opened and not yet scrolled: Confirm is disabled and the hint says why. */
export const DialogNotScrolled: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const dialog = await openTerms(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'Scroll to the end to continue.' : '请阅读至协议末尾后再确认。',
    );
  },
};

/** Scrolled to the bottom by keyboard: Confirm is enabled. */
export const DialogScrolledToEnd: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const dialog = await openTerms(canvasElement);
    const region = within(dialog).getByRole('region', { name: text.terms });
    await scrollToEnd(region);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await waitFor(() => expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1));
  },
};

/** A short text needs no scrolling: Confirm is enabled at once. Clicking the link opens it without ticking the box. */
export const ShortTerms: Story = {
  render: (args) => <Localized {...args} short />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(canvas.getByRole('checkbox', { hidden: true })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: words[storyLocale(globals)].confirm })).toBeEnabled(),
    );
  },
};

/** Required and submitted unchecked: the message shows at the checkbox, which takes focus. */
export const AgreementError: Story = requiredInForm<Omit<AgreementFieldProps, 'termsLabel' | 'children'>>({
  field: (args) => <Localized {...args} isRequired />,
  submit: { zh: words.zh.submit, en: words.en.submit },
  width: '440px',
  target: 'checkbox',
  message: { zh: words.zh.error, en: words.en.error },
  mark: 'none',
  after: async (checkbox) => {
    await expect(checkbox).not.toBeChecked();
  },
});

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

function LongDemo(props: Omit<AgreementFieldProps, 'children'>) {
  return (
    <StoryWidth width="440px">
      <AgreementField {...props}>
        <Terms />
      </AgreementField>
    </StoryWidth>
  );
}

export const LongChinese: Story = {
  args: { termsLabel: '《看看空间用户服务协议》《隐私政策》及《云存储与场景封存规则说明》' },
  render: (args) => <LongDemo {...args} />,
};

export const LongEnglish: Story = {
  args: { termsLabel: 'KanKan Space Terms of Service, Privacy Policy and the Cloud Storage and Scene Archiving Rules' },
  render: (args) => <LongDemo {...args} />,
};

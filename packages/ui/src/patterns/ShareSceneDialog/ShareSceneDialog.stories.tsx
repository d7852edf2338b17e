import type { Meta, StoryObj } from '@storybook/react-vite';
import QRCode from 'qrcode';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, storyLocale, useSample } from '../../storybook/index.ts';
import { ShareSceneDialog, type ShareSceneDialogProps } from './ShareSceneDialog.tsx';

const LINK = 'https://www.example.com/show/KK-t-8F2a';

type Args = Omit<ShareSceneDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'sceneName' | 'qrSrc'> & {
  longName?: boolean;
  qr?: 'drawn' | 'pending' | 'failed';
};

function Demo({ longName = false, qr = 'drawn', qrDrawn, ...props }: Args & { qrDrawn: string }) {
  const name = useSample(
    longName
      ? {
          zh: '上海徐汇滨江艺术中心三层东侧临时展厅与咖啡休息区全景漫游（二〇二六年冬季布展完成版）',
          en: 'Xuhui Riverside Art Centre, third floor east temporary gallery and café lounge, winter 2026 final layout',
        }
      : { zh: '徐汇样板间', en: 'Xuhui show flat' },
  );
  const qrSrc = qr === 'drawn' ? qrDrawn : qr === 'pending' ? undefined : null;
  return <ShareSceneDialog {...props} sceneName={name} qrSrc={qrSrc} defaultOpen />;
}

const meta = {
  title: 'Patterns/ShareSceneDialog',
  component: Demo,
  args: { link: LINK, copy: fn(() => Promise.resolve()), qrDrawn: '' },
  argTypes: { qr: { control: 'inline-radio', options: ['drawn', 'pending', 'failed'] } },
  loaders: [async () => ({ qrDrawn: await QRCode.toDataURL(LINK, { margin: 0, width: 160 }) })],
  render: (args, { loaded }) => <Demo {...args} qrDrawn={String(loaded['qrDrawn'])} />,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const copyLink = /Copy link|复制链接/;
const copyEmbed = /Copy embed code|复制嵌入代码/;

/** The link, its QR code and the embed code at 853×480; Copy link copies the link and says so. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog.getBoundingClientRect().width).toBe(680);
    await expect(view.getByRole('img')).toBeInTheDocument();
    const code = view.getByRole('textbox', { name: /Embed code|嵌入代码/ });
    await expect(code).toHaveValue(
      '<iframe src="https://www.example.com/show/KK-t-8F2a?embed=1" width="853" height="480" ' +
        `title="${storyLocale(globals) === 'en' ? 'Xuhui show flat' : '徐汇样板间'}" style="border:0" ` +
        'allow="fullscreen; xr-spatial-tracking" allowfullscreen></iframe>',
    );
    await userEvent.click(view.getByRole('button', { name: copyLink }));
    await expect(args.copy).toHaveBeenCalledWith(LINK);
    await expect(await view.findByText(/Link copied\.|链接已复制/)).toBeInTheDocument();
  },
};

/** The frame's size typed by keyboard: the code follows, and Copy embed code copies exactly what is shown. */
export const EmbedSizeChanged: Story = {
  play: async ({ args }) => {
    const view = within(await dialogOf());
    const width = view.getByRole('textbox', { name: /Width|宽度/ });
    await userEvent.click(width);
    await userEvent.keyboard('{Control>}a{/Control}640{Tab}');
    const height = view.getByRole('textbox', { name: /Height|高度/ });
    await userEvent.click(height);
    await userEvent.keyboard('{Control>}a{/Control}99999{Tab}');
    const code = view.getByRole('textbox', { name: /Embed code|嵌入代码/ });
    // Too tall a frame is brought down to the largest height offered.
    await waitFor(() => expect(String((code as HTMLTextAreaElement).value)).toContain('width="640" height="2160"'));
    await userEvent.click(view.getByRole('button', { name: copyEmbed }));
    await expect(args.copy).toHaveBeenCalledWith((code as HTMLTextAreaElement).value);
    await expect(await view.findByText(/Embed code copied\.|嵌入代码已复制/)).toBeInTheDocument();
  },
};

/** The browser refuses the clipboard: the dialog says how to copy by hand; the text stays selectable. */
export const CopyRefused: Story = {
  args: { copy: fn(() => Promise.reject(new Error('denied'))) },
  play: async () => {
    const view = within(await dialogOf());
    await userEvent.click(view.getByRole('button', { name: copyLink }));
    await expect(await view.findByText(/did not allow copying|浏览器不允许复制/)).toBeInTheDocument();
  },
};

/** A long scene name wraps in the title; the embed code wraps inside its box. */
export const LongName: Story = {
  args: { longName: true },
  play: async () => {
    const dialog = await dialogOf();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** While the QR code is drawn, a still placeholder holds its place. */
export const QrPending: Story = { args: { qr: 'pending' } };

/** Drawing the QR code failed: the link and the embed code still work. */
export const QrFailed: Story = {
  args: { qr: 'failed' },
  play: async () => {
    const view = within(await dialogOf());
    await expect(view.getByText(/could not be drawn|未能生成/)).toBeInTheDocument();
  },
};

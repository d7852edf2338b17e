import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageStory, type FakeApi } from '../../testing/pageStory.tsx';
import { withSite } from '../../testing/siteStory.tsx';
import AgentPage from './AgentPage.tsx';

const saved = fn();
const api: FakeApi = { '/agentAduit/save': (body: unknown) => saved(body) ?? null };
const story = pageStory({ url: '/agent', api });

const meta = {
  title: 'Pages/Services/Agent',
  component: AgentPage,
  ...story,
  decorators: [...story.decorators, withSite(api)],
  parameters: { ...story.parameters, fullPage: true },
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof AgentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });

async function fill(input: HTMLElement, text: string) {
  input.focus();
  await userEvent.paste(text);
}

/** The application form; submitting it empty by keyboard shows what each field needs and sends nothing. */
export const Agent: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Distributor application' : '经销商申请',
    );
    const submit = canvas.getByRole('button', { name: en ? 'Submit application' : '提交申请' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvasElement, en ? /^Registered company name/ : /^公司注册名称/)).toHaveFocus());
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** A complete application from Shenzhen, posted to agentAduit/save; the page then confirms it (message 9). */
export const Submitted: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(field(canvasElement, en ? /^Registered company name/ : /^公司注册名称/), '深圳市光影空间科技有限公司');
    // The selects are disabled until the region list has loaded.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: en ? /Province/ : /省份/ })[0]).toBeEnabled());
    for (const [select, choice] of [
      [en ? /Province/ : /省份/, en ? /^Guangdong/ : '广东省'],
      [en ? /City/ : /城市/, en ? /^Shenzhen/ : '深圳市'],
      [en ? /District/ : /区县/, en ? /^Nanshan District/ : '南山区'],
    ] as const) {
      const [button] = canvas.getAllByRole('button', { name: select });
      if (!button) throw new Error('no select');
      await waitFor(() => expect(button).toBeEnabled());
      button.focus();
      await userEvent.keyboard('{Enter}');
      const option = await body.findByRole('option', { name: choice });
      option.focus();
      await userEvent.keyboard('{Enter}');
    }
    await fill(
      field(canvasElement, en ? /^Detailed company address/ : /^公司详细地址/),
      '科技园南区深南大道 9968 号 1808 室',
    );
    const offline = canvas.getByRole('radio', { name: en ? /Mainly offline/ : /以线下为主/ });
    offline.focus();
    await userEvent.keyboard(' ');
    await fill(field(canvasElement, en ? /^Shop address/ : /^门店地址/), '南山区海岸城购物中心 2 层 218 号');
    await fill(field(canvasElement, en ? /^Last name/ : /^姓/), '周');
    await fill(field(canvasElement, en ? /^First name/ : /^名/), '晓明');
    await fill(field(canvasElement, en ? /^Mobile number/ : /^手机号/), '13912345678');
    const email = field(canvasElement, en ? /^E-mail/ : /^电子邮箱/);
    await fill(email, 'zhou.xiaoming@guangying3d.cn');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledOnce(), { timeout: 5000 });
    await expect(saved).toHaveBeenCalledWith(
      expect.objectContaining({ region: '广东省,深圳市,南山区', shopType: 1, phone: '+86 13912345678' }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(en ? 'Submitted.' : '提交成功');
  },
};

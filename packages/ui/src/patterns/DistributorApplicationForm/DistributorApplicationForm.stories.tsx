import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageForCode } from '@kankan/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import {
  DistributorApplicationForm,
  type DistributorApplication,
  type DistributorApplicationFormProps,
} from './DistributorApplicationForm.tsx';

type Answer = 'received' | 'pending' | number;

type DemoProps = Omit<DistributorApplicationFormProps, 'isPending' | 'serverError' | 'isSubmitted' | 'onSubmit'> & {
  /** What the fake server answers a send with. */
  answer: Answer;
  isSubmitted?: boolean;
  onSubmit: (application: DistributorApplication) => void;
};

function Demo({ answer, isSubmitted = false, onSubmit, ...props }: DemoProps) {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<{ code: number } | null>(null);
  const [submitted, setSubmitted] = useState(isSubmitted);
  return (
    <DistributorApplicationForm
      {...props}
      isPending={pending}
      serverError={serverError}
      isSubmitted={submitted}
      onSubmit={(application) => {
        onSubmit(application);
        if (answer === 'pending') setPending(true);
        else if (answer === 'received') setSubmitted(true);
        else setServerError({ code: answer });
      }}
    />
  );
}

const meta = {
  title: 'Patterns/DistributorApplicationForm',
  component: Demo,
  // The whole form is taller than the 800 px viewport.
  parameters: { fullPage: true },
  args: { answer: 'received', onSubmit: fn() },
  argTypes: {
    answer: { control: 'select', options: ['received', 'pending', 3001, 3019] },
    defaultCountry: { control: 'select', options: ['CN', 'US', 'GB', 'DE', 'JP'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An overseas applicant (no region picker), typed per language. */
const overseas = {
  zh: {
    companyName: '新加坡视界影像贸易有限公司',
    region: '新加坡中区',
    address: '乌节路 391 号 义安城 12 楼 1205 室',
    shopAddress: 'https://shop.visionworld.sg',
    lastName: '林',
    firstName: '佳慧',
    title: '渠道拓展总监',
    phone: '13812345678',
    email: 'jiahui.lin@visionworld.sg',
  },
  en: {
    companyName: 'Harbour Imaging Supplies Pte. Ltd.',
    region: 'Central Region',
    address: '391 Orchard Road, #12-05 Ngee Ann City',
    shopAddress: 'https://shop.harbourimaging.sg',
    lastName: 'Tan',
    firstName: 'Rachel',
    title: 'Head of Channel Partnerships',
    phone: '13812345678',
    email: 'rachel.tan@harbourimaging.sg',
  },
};

function textbox(canvasElement: HTMLElement, name: RegExp) {
  return within(canvasElement).getByRole('textbox', { name });
}

/** Focuses a field and enters its text at once (as a paste), so the long form stays quick to drive. */
async function typeInto(input: HTMLElement, text: string) {
  input.focus();
  await userEvent.paste(text);
}

async function pressEnterIn(input: HTMLElement) {
  input.focus();
  await userEvent.keyboard('{Enter}');
}

/** Tab reaches the first option of the shop type; the arrow key moves to "mainly online" and chooses it. */
async function chooseOnline(canvasElement: HTMLElement, en: boolean) {
  const view = within(canvasElement);
  await tabTo(view.getByRole('radio', { name: en ? /Mainly offline/ : /以线下为主/ }));
  await userEvent.keyboard('{ArrowRight}');
  await expect(view.getByRole('radio', { name: en ? /Mainly online/ : /以线上为主/ })).toBeChecked();
}

const names = (en: boolean) => ({
  companyName: en ? /^Registered company name/ : /^公司注册名称/,
  region: en ? /^State, province or city/ : /^州、省或城市/,
  address: en ? /^Detailed company address/ : /^公司详细地址/,
  shopAddress: en ? /^Online shop address/ : /^网店地址/,
  lastName: en ? /^Last name/ : /^姓/,
  firstName: en ? /^First name/ : /^名/,
  title: en ? /^Job title/ : /^职位/,
  phone: en ? /^Mobile number/ : /^手机号/,
  email: en ? /^E-mail/ : /^电子邮箱/,
});

/** A Singapore retailer, mainly online, with a mainland contact number: Enter submits the contract's body. */
export const Playground: Story = {
  args: { defaultCountry: 'SG', answer: 'pending' },
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const data = overseas[locale];
    const n = names(en);
    await typeInto(textbox(canvasElement, n.companyName), data.companyName);
    await typeInto(textbox(canvasElement, n.region), data.region);
    await typeInto(textbox(canvasElement, n.address), data.address);
    await chooseOnline(canvasElement, en);
    await typeInto(textbox(canvasElement, n.shopAddress), data.shopAddress);
    await typeInto(textbox(canvasElement, n.lastName), data.lastName);
    await typeInto(textbox(canvasElement, n.firstName), data.firstName);
    await typeInto(textbox(canvasElement, n.title), data.title);
    await typeInto(within(canvasElement).getByRole('textbox', { name: n.phone }), data.phone);
    await typeInto(textbox(canvasElement, n.email), data.email);
    await pressEnterIn(textbox(canvasElement, n.email));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      companyName: data.companyName,
      companyCountry: 'SG',
      region: data.region,
      address: data.address,
      shopType: 2,
      shopAddress: data.shopAddress,
      lastName: data.lastName,
      firstName: data.firstName,
      title: data.title,
      phone: `+86 ${data.phone}`,
      email: data.email,
    });
  },
};

/** Submit with nothing typed, by keyboard: every required field says what it needs; focus goes to the first. */
export const AllInvalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await tabTo(view.getByRole('button', { name: en ? 'Submit application' : '提交申请' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(textbox(canvasElement, names(en).companyName)).toHaveFocus());
    await expect(canvasElement).toHaveTextContent(
      en ? 'Registered company name cannot be blank.' : '公司注册名称不能为空',
    );
    await expect(canvasElement).toHaveTextContent(en ? 'Choose a province.' : '请选择省份');
    await expect(canvasElement).toHaveTextContent(en ? 'Please enter your mobile number.' : '请输入手机号');
    await expect(canvasElement).toHaveTextContent(en ? 'Please enter your e-mail address.' : '请输入邮箱');
    await expect(view.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses the e-mail (3019): shown at the e-mail field, everything typed stays. */
export const ServerErrorAtField: Story = {
  args: { defaultCountry: 'SG', answer: 3019 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const data = overseas[locale];
    const n = names(en);
    await typeInto(textbox(canvasElement, n.companyName), data.companyName);
    await typeInto(textbox(canvasElement, n.region), data.region);
    await typeInto(textbox(canvasElement, n.address), data.address);
    await chooseOnline(canvasElement, en);
    await typeInto(textbox(canvasElement, n.lastName), data.lastName);
    await typeInto(textbox(canvasElement, n.firstName), data.firstName);
    await typeInto(within(canvasElement).getByRole('textbox', { name: n.phone }), '13812345678');
    await typeInto(textbox(canvasElement, n.email), data.email);
    await pressEnterIn(textbox(canvasElement, n.email));
    const email = textbox(canvasElement, n.email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvasElement).toHaveTextContent(messageForCode(3019));
    await expect(email).toHaveValue(data.email);
    await expect(textbox(canvasElement, n.companyName)).toHaveValue(data.companyName);
  },
};

/** Any other refusal (3001) shows above the form as an alert. */
export const ServerError: Story = {
  args: { defaultCountry: 'SG', answer: 3001 },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const en = locale === 'en';
    const data = overseas[locale];
    const n = names(en);
    await typeInto(textbox(canvasElement, n.companyName), data.companyName);
    await typeInto(textbox(canvasElement, n.region), data.region);
    await typeInto(textbox(canvasElement, n.address), data.address);
    await chooseOnline(canvasElement, en);
    await typeInto(textbox(canvasElement, n.lastName), data.lastName);
    await typeInto(textbox(canvasElement, n.firstName), data.firstName);
    await typeInto(within(canvasElement).getByRole('textbox', { name: n.phone }), '13812345678');
    await typeInto(textbox(canvasElement, n.email), data.email);
    await pressEnterIn(textbox(canvasElement, n.email));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(messageForCode(3001)));
  },
};

/** A company in China: the region is chosen with the province, city and district picker. */
export const ChinaRegion: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    // The province select is disabled until the region list has loaded.
    const province = await waitFor(() => {
      const [button] = view.getAllByRole('button', { name: en ? /Province/ : /省份/ });
      expect(button).toBeEnabled();
      return button as HTMLElement;
    });
    await tabTo(province);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(province).toHaveFocus();
  },
};

/** The application was received (client message 9). */
export const Submitted: Story = {
  args: { isSubmitted: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(en ? 'Submitted.' : '提交成功');
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};

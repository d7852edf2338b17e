import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, type FormProps } from './Form.tsx';

/** What the pretend server answers: errors by field name, or one error about the whole form. */
type ServerAnswer = { fields: Record<string, string> } | { form: string };

interface DemoProps {
  /** Called with the submitted values. */
  onSend: (values: Record<string, string>) => void;
  answer: 'fields' | 'form';
}

const text = {
  zh: {
    userName: '用户名',
    email: '电子邮箱',
    emailHint: '用于接收电子发票和找回密码',
    password: '密码',
    agree: '我已阅读并同意《用户协议》',
    submit: '注册',
    taken: '该账号已注册。',
    badEmail: '该邮箱已绑定其他账号，请更换',
    network: '网络请求失败，请检查网络后重试。您填写的信息已保留。',
  },
  en: {
    userName: 'User name',
    email: 'E-mail',
    emailHint: 'For e-invoices and password recovery',
    password: 'Password',
    agree: 'I agree to the User Agreement',
    submit: 'Sign up',
    taken: 'The account is already registered.',
    badEmail: 'This e-mail belongs to another account; use another one',
    network: 'Network request failed. Check your connection and try again; what you entered is kept.',
  },
};

function SignUpForm({ onSend, answer }: DemoProps) {
  const t = useSample(text);
  const [validationErrors, setValidationErrors] = useState<FormProps['validationErrors']>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      Array.from(new FormData(event.currentTarget), ([key, value]) => [key, String(value)]),
    );
    onSend(values);
    const reply: ServerAnswer =
      answer === 'form' ? { form: t.network } : { fields: { userName: t.taken, email: t.badEmail } };
    if ('form' in reply) {
      setFormError(reply.form);
      setValidationErrors({});
    } else {
      setFormError(null);
      setValidationErrors(reply.fields);
    }
  };
  return (
    <StoryWidth width="400px">
      <Form onSubmit={submit} validationErrors={validationErrors} formError={formError}>
        <TextField name="userName" label={t.userName} isRequired autoComplete="username" />
        <TextField name="email" type="email" label={t.email} description={t.emailHint} isRequired />
        <PasswordField name="password" label={t.password} isRequired autoComplete="new-password" />
        <Checkbox name="agreement" value="yes" isRequired>
          {t.agree}
        </Checkbox>
        <div>
          <Button type="submit">{t.submit}</Button>
        </div>
      </Form>
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Form',
  component: SignUpForm,
  args: { onSend: fn(), answer: 'fields' },
  argTypes: { answer: { control: 'inline-radio', options: ['fields', 'form'] } },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(canvasElement: HTMLElement, locale: 'zh' | 'en') {
  const canvas = within(canvasElement);
  const userName = canvas.getByRole('textbox', { name: new RegExp(`^${text[locale].userName}`) });
  const email = canvas.getByRole('textbox', { name: new RegExp(`^${text[locale].email}`) });
  const password = canvas.getByLabelText(new RegExp(`^${text[locale].password}`));
  const agreement = canvas.getByRole('checkbox');
  await userEvent.tab();
  await expect(userName).toHaveFocus();
  await userEvent.keyboard('lin_wei');
  await userEvent.tab();
  await userEvent.keyboard('lin.wei@kankan-space.cn');
  await userEvent.tab();
  await userEvent.keyboard('Kankan2024');
  await userEvent.tab(); // the show-password button
  await userEvent.tab();
  await expect(agreement).toHaveFocus();
  await userEvent.keyboard(' ');
  return { userName, email, password, agreement };
}

/**
 * Filled in and sent by keyboard (Enter in the password field); the server's errors (the default `answer`) appear at
 * their fields, linked by aria-describedby, and nothing typed is lost. Editing a field clears its server error.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const { userName, email, password } = await fillIn(canvasElement, locale);
    password.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      userName: 'lin_wei',
      email: 'lin.wei@kankan-space.cn',
      password: 'Kankan2024',
      agreement: 'yes',
    });
    await waitFor(() => expect(userName).toHaveAttribute('aria-invalid', 'true'));
    await expect(userName).toHaveAccessibleDescription(text[locale].taken);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(`${text[locale].emailHint} ${text[locale].badEmail}`);
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(userName).toHaveValue('lin_wei');
    await expect(email).toHaveValue('lin.wei@kankan-space.cn');
    await expect(password).toHaveValue('Kankan2024');
    // Changing the user name clears its error once the field is left; the e-mail keeps its own.
    userName.focus();
    await userEvent.keyboard('{End}_3d');
    await userEvent.tab();
    await expect(userName).not.toHaveAttribute('aria-invalid');
    await expect(userName).toHaveValue('lin_wei_3d');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A failure about the whole form shows above the fields as an alert; the fields keep their values. */
export const FormLevelError: Story = {
  args: { answer: 'form' },
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    const { userName, email, password } = await fillIn(canvasElement, locale);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text[locale].submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text[locale].network));
    await expect(userName).toHaveValue('lin_wei');
    await expect(email).toHaveValue('lin.wei@kankan-space.cn');
    await expect(password).toHaveValue('Kankan2024');
  },
};

/** Sent empty: the browser-side checks run first, each field shows its localized message, nothing is sent. */
export const RequiredFieldsEmpty: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    canvas.getByRole('button', { name: text[locale].submit }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    const userName = canvas.getByRole('textbox', { name: new RegExp(text[locale].userName) });
    await waitFor(() => expect(userName).toHaveAttribute('aria-invalid', 'true'));
    await expect(userName).toHaveAccessibleDescription(
      locale === 'en' ? 'This field cannot be blank.' : '此项不能为空。',
    );
    await expect(userName).toHaveFocus();
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      locale === 'en' ? 'Please tick this box.' : '请勾选此项。',
    );
  },
};

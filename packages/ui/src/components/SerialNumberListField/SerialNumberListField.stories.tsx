import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { SerialNumberListField, type SerialNumberListFieldProps } from './SerialNumberListField.tsx';

const words = {
  zh: {
    label: '相机序列号',
    placeholder: '请输入相机机身上的 SN 码',
    add: '添加序列号',
    bind: '绑定',
    required: '请填写相机序列号。',
    duplicate: '该序列号已填写过，请勿重复。',
    limit: '每次最多绑定 10 台相机。',
  },
  en: {
    label: 'Camera serial numbers',
    placeholder: 'The SN on the camera body',
    add: 'Add serial number',
    bind: 'Bind',
    required: 'Please fill in the serial number.',
    duplicate: 'This serial number is already in the list.',
    limit: 'You can bind up to 10 cameras at a time.',
  },
};

/** The bind-camera form: the list plus a submit button; native validation shows the row errors on submit. */
function BindForm(props: SerialNumberListFieldProps & { onSubmit?: (serials: string[]) => void }) {
  const { onSubmit, ...rest } = props;
  const text = useSample(words);
  return (
    <StoryWidth width="420px">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(new FormData(event.currentTarget).getAll('snCode').map(String));
        }}
      >
        <Stack space="large">
          <SerialNumberListField label={text.label} placeholder={text.placeholder} name="snCode" {...rest} />
          <div>
            <Button type="submit">{text.bind}</Button>
          </div>
        </Stack>
      </form>
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/SerialNumberListField',
  component: SerialNumberListField,
  args: { onChange: fn() },
} satisfies Meta<typeof SerialNumberListField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitted = fn();

/**
 * By keyboard: type, "Add serial number" adds a row and moves there, type again, then Enter in the row submits the
 * form (it adds no empty row).
 */
export const Playground: Story = {
  render: (args) => <BindForm {...args} onSubmit={submitted} />,
  play: async ({ canvasElement, args, globals }) => {
    submitted.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('KK8L20240917');
    canvas.getByRole('button', { name: words[storyLocale(globals)].add }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('textbox')).toHaveLength(2));
    await waitFor(() => expect(canvas.getAllByRole('textbox')[1]).toHaveFocus());
    await userEvent.keyboard('KK8L20240918');
    await expect(args.onChange).toHaveBeenLastCalledWith(['KK8L20240917', 'KK8L20240918']);
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledWith(['KK8L20240917', 'KK8L20240918']);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

/** Submitting an empty row and a repeated one: each row says what is wrong, in natural words; nothing is sent. */
export const DuplicateSerials: Story = {
  args: { defaultValue: ['KK8L20240917', '', 'kk8l20240917 '] },
  render: (args) => <BindForm {...args} onSubmit={submitted} />,
  play: async ({ canvasElement, globals }) => {
    submitted.mockClear();
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const bind = canvas.getByRole('button', { name: text.bind });
    bind.focus();
    await userEvent.keyboard('{Enter}');
    const rows = canvas.getAllByRole('textbox');
    await waitFor(() => expect(rows[1]).toHaveAccessibleDescription(text.required));
    await expect(rows[2]).toHaveAccessibleDescription(text.duplicate);
    await expect(rows[0]).not.toHaveAttribute('aria-invalid');
    await expect(submitted).not.toHaveBeenCalled();
    await expect(rows[1]).toHaveFocus();
  },
};

/** Ten rows: Add is disabled and the limit is explained next to it; Enter in the last row adds nothing. */
export const TenRows: Story = {
  args: { defaultValue: Array.from({ length: 10 }, (_, i) => `KK8L202409${String(i + 10)}`) },
  render: (args) => <BindForm {...args} />,
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: text.add });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(text.limit);
    const rows = canvas.getAllByRole('textbox');
    rows[9]?.focus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(10);
  },
};

/** Removing a row by keyboard: the row goes, focus moves to the row before it. */
export const RemoveRow: Story = {
  args: { defaultValue: ['KK8L20240917', 'KK8L20240918', 'KK8L20240919'] },
  render: (args) => <BindForm {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', {
      name: storyLocale(globals) === 'en' ? 'Remove serial number 2' : '删除第 2 个序列号',
    });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['KK8L20240917', 'KK8L20240919']);
    await waitFor(() => expect(canvas.getAllByRole('textbox')[0]).toHaveFocus());
  },
};

/** A server error for one row (e.g. 6010, the SN is already bound), shown under that row. */
export const ServerErrorOnRow: Story = {
  args: { defaultValue: ['KK8L20240917', 'KK8L20240918'] },
  render: (args) => <ServerErrorDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const rows = within(canvasElement).getAllByRole('textbox');
    await expect(rows[1]).toHaveAttribute('aria-invalid', 'true');
    await expect(rows[1]).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'This SN is already bound to another account.' : '该 SN 已被其他账号绑定',
    );
  },
};

function ServerErrorDemo(props: SerialNumberListFieldProps) {
  const error = useSample({ zh: '该 SN 已被其他账号绑定', en: 'This SN is already bound to another account.' });
  return <BindForm {...props} rowErrors={[null, error]} />;
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['KK8L20240917', 'KK8L20240918'] },
  render: (args) => <BindForm {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    for (const row of canvas.getAllByRole('textbox')) await expect(row).toBeDisabled();
    await expect(canvas.getByRole('button', { name: words[storyLocale(globals)].add })).toBeDisabled();
  },
};

export const LongChinese: Story = {
  args: {
    defaultValue: ['4DKKPRO_8L2024091700123456789'],
    description: '序列号位于相机底部铭牌或包装盒侧面的条形码下方，区分大小写无影响，一次最多可以绑定十台相机',
  },
  render: (args) => <BindForm {...args} label="需要绑定到当前账号的相机序列号（SN 码）" />,
};

export const LongEnglish: Story = {
  args: {
    defaultValue: ['4DKKPRO_8L2024091700123456789'],
    description:
      'The serial number is printed under the barcode on the label at the bottom of the camera or on the side of the box; letter case does not matter',
  },
  render: (args) => <BindForm {...args} label="Serial numbers (SN) of the cameras to bind to this account" />,
};

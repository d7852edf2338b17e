import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { StoryWidth, useSample } from '../../storybook/index.ts';
import { FieldHelp, FieldLabel, fieldStyles } from './Field.tsx';

interface AnatomyProps {
  isRequired?: boolean;
  isInvalid?: boolean;
}

/** The anatomy every field shares: label, control, description, error. Fields compose these parts. */
function Anatomy({ isRequired = false, isInvalid = false }: AnatomyProps) {
  const text = useSample({
    zh: { label: '发票抬头', description: '最多 20 个字符', error: '发票抬头不能为空。', value: '' },
    en: {
      label: 'Invoice title',
      description: 'Up to 20 characters',
      error: 'Invoice title cannot be blank.',
      value: '',
    },
  });
  return (
    <StoryWidth width="360px">
      <AriaTextField
        className={fieldStyles.field}
        isRequired={isRequired}
        isInvalid={isInvalid}
        defaultValue={text.value}
      >
        <FieldLabel isRequired={isRequired}>{text.label}</FieldLabel>
        <Input className={fieldStyles.input} />
        <FieldHelp description={text.description} errorMessage={text.error} />
      </AriaTextField>
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Field',
  component: Anatomy,
  args: { isRequired: false, isInvalid: false },
} satisfies Meta<typeof Anatomy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('上海看看科技');
    await expect(input).toHaveValue('上海看看科技');
    await expect(input).toHaveAccessibleDescription(/20/);
  },
};

export const Required: Story = { args: { isRequired: true } };

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/20/);
  },
};

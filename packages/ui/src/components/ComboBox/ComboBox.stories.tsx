import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, longTextStory, playDisabled, playInvalid, storyLocale, useSample } from '../../storybook/index.ts';
import { SelectItem } from '../Select/SelectItem.tsx';
import { ComboBox, type ComboBoxProps } from './ComboBox.tsx';

interface Country {
  id: string;
  name: string;
}

const countries: { zh: Country[]; en: Country[] } = {
  zh: [
    { id: 'CN', name: '中国' },
    { id: 'HK', name: '中国香港' },
    { id: 'SG', name: '新加坡' },
    { id: 'JP', name: '日本' },
    { id: 'KR', name: '韩国' },
    { id: 'DE', name: '德国' },
    { id: 'GB', name: '英国' },
    { id: 'US', name: '美国' },
    { id: 'AU', name: '澳大利亚' },
  ],
  en: [
    { id: 'AU', name: 'Australia' },
    { id: 'CN', name: 'China' },
    { id: 'DE', name: 'Germany' },
    { id: 'HK', name: 'Hong Kong, China' },
    { id: 'JP', name: 'Japan' },
    { id: 'SG', name: 'Singapore' },
    { id: 'KR', name: 'South Korea' },
    { id: 'GB', name: 'United Kingdom' },
    { id: 'US', name: 'United States' },
  ],
};

type Sample = { label: string; description?: string; errorMessage?: string; placeholder?: string };
type Props = Omit<ComboBoxProps<Country>, 'children' | 'items' | 'defaultItems'>;

function CountryComboBox({ sample, ...props }: Props & { sample: { zh: Sample; en: Sample } }) {
  const items = useSample(countries);
  return (
    <StoryWidth width="400px">
      <ComboBox {...props} {...useSample(sample)} defaultItems={items}>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </ComboBox>
    </StoryWidth>
  );
}

const countryLabel = {
  zh: { label: '国家或地区', placeholder: '输入以筛选' },
  en: { label: 'Country or region', placeholder: 'Type to filter' },
};

/** What to type to narrow the list to one entry, and that entry, per language. */
const typed = { zh: { query: '新', match: '新加坡' }, en: { query: 'sing', match: 'Singapore' } };

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { onChange: fn(), onInputChange: fn(), children: null },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing filters the list; Arrow Down and Enter choose; Escape closes a reopened list without changing the
 * choice; Arrow Down opens it again for the screenshot.
 */
export const Playground: Story = {
  render: (args) => <CountryComboBox {...args} sample={countryLabel} />,
  play: async ({ canvasElement, args, globals }) => {
    const locale = storyLocale(globals);
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard(typed[locale].query);
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue(typed[locale].match);
    await expect(args.onChange).toHaveBeenLastCalledWith('SG');
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveValue(typed[locale].match);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getAllByRole('option')).toHaveLength(countries[locale].length));
  },
};

/** Nothing matches: the list stays open and says so in the user's language. */
export const NoResults: Story = {
  render: (args) => <CountryComboBox {...args} sample={countryLabel} />,
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('xyz');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent(storyLocale(globals) === 'en' ? 'No results' : '无匹配结果'));
  },
};

export const WithDescription: Story = {
  args: { defaultSelectedKey: 'CN' },
  render: (args) => (
    <CountryComboBox
      {...args}
      sample={{
        zh: { label: '国家或地区', description: '决定价格币种与支付方式' },
        en: { label: 'Country or region', description: 'Sets the currency and the ways to pay' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('combobox');
    await expect(input).toHaveValue(storyLocale(globals) === 'en' ? 'China' : '中国');
    await expect(input).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? 'Sets the currency and the ways to pay' : '决定价格币种与支付方式',
    );
  },
};

const noCountry = {
  zh: { label: '国家或地区', errorMessage: '请选择国家或地区' },
  en: { label: 'Country or region', errorMessage: 'Choose a country or region' },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args) => <CountryComboBox {...args} sample={noCountry} />,
  play: playInvalid('combobox', noCountry),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'JP' },
  render: (args) => <CountryComboBox {...args} sample={countryLabel} />,
  play: playDisabled('combobox'),
};

const longChinese: Sample = {
  label: '收货地址所在的国家或地区（海外地区使用美元结算并通过国际支付渠道付款）',
  description: '中国大陆以外的地区价格以美元显示，部分地区暂不支持专用发票与顺丰快递配送。',
  errorMessage: '所选国家或地区暂不支持相机整机配送，请更换收货地址或联系当地经销商购买。',
};

export const LongChinese: Story = longTextStory<Props, Sample>(CountryComboBox, longChinese, {
  defaultSelectedKey: 'AU',
});

const longEnglish: Sample = {
  label: 'Country or region of the delivery address (outside mainland China prices are in US dollars)',
  description:
    'Outside mainland China prices are shown in US dollars; some regions have no special invoice or courier delivery.',
  errorMessage: 'Cameras cannot be delivered to this country or region yet. Change the address or ask a local dealer.',
};

export const LongEnglish: Story = longTextStory<Props, Sample>(CountryComboBox, longEnglish, {
  defaultSelectedKey: 'GB',
});

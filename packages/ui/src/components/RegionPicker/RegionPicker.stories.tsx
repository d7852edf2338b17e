import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequiredForm, StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { RegionPicker, type RegionPickerProps } from './RegionPicker.tsx';
import { joinRegionPath, type RegionValue } from './regions.ts';

function Localized(
  props: RegionPickerProps & { sample?: { zh: Partial<RegionPickerProps>; en: Partial<RegionPickerProps> } },
) {
  const { sample, ...rest } = props;
  const text = useSample(sample ?? { zh: { label: '所在地区' }, en: { label: 'Region' } });
  return (
    <StoryWidth width="480px">
      <RegionPicker {...rest} {...text} />
    </StoryWidth>
  );
}

const shenzhen: RegionValue = {
  province: { code: '44', name: '广东省' },
  city: { code: '4403', name: '深圳市' },
  district: { code: '440305', name: '南山区' },
};

const names = {
  zh: { province: '省份', city: '城市', district: '区县' },
  en: { province: 'Province', city: 'City', district: 'District' },
};

const meta = {
  title: 'Components/RegionPicker',
  component: RegionPicker,
  args: { onChange: fn() },
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A select once it can be used: the province list has loaded (until then the select is disabled). */
async function enabledSelect(canvas: ReturnType<typeof within>, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = canvas.getByRole('button', { name: new RegExp(name) });
    expect(button).toBeEnabled();
    return button;
  });
}

async function chooseFirst(trigger: HTMLElement, body: ReturnType<typeof within>) {
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}');
  await body.findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/** All three levels chosen by keyboard, each from the list below the one above; the value joins for shipAreaPath. */
export const Playground: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = names[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const province = await enabledSelect(canvas, text.province);
    const city = canvas.getByRole('button', { name: new RegExp(text.city) });
    await expect(city).toBeDisabled();
    await userEvent.tab();
    await expect(province).toHaveFocus();
    await chooseFirst(province, body);
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.tab();
    await expect(city).toHaveFocus();
    await chooseFirst(city, body);
    const district = canvas.getByRole('button', { name: new RegExp(text.district) });
    await waitFor(() => expect(district).toBeEnabled());
    await userEvent.tab();
    await chooseFirst(district, body);
    const last = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as RegionValue;
    await expect(joinRegionPath(last)).toBe('北京市,市辖区,东城区');
    await expect(last.district?.code).toBe('110101');
  },
};

/** Changing the province resets city and district: the old city and district are gone, their lists follow. */
export const ProvinceChosen: Story = {
  args: { defaultValue: shenzhen },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = names[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const province = await enabledSelect(canvas, text.province);
    await expect(province).toHaveTextContent(storyLocale(globals) === 'en' ? 'Guangdong' : '广东省');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      province: { code: '45', name: '广西壮族自治区' },
      city: null,
      district: null,
    });
    await expect(canvas.getByRole('button', { name: new RegExp(text.city) })).toHaveTextContent(text.city);
    await expect(canvas.getByRole('button', { name: new RegExp(text.district) })).toBeDisabled();
  },
};

export const AllThreeChosen: Story = {
  args: { defaultValue: shenzhen, description: undefined },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const text = names[storyLocale(globals)];
    const canvas = within(canvasElement);
    const district = await enabledSelect(canvas, text.district);
    await expect(district).toHaveTextContent(storyLocale(globals) === 'en' ? 'Nanshan District' : '南山区');
    await expect(canvas.getByRole('group')).toHaveAccessibleName(storyLocale(globals) === 'en' ? 'Region' : '所在地区');
  },
};

/**
 * The city list of Guangdong open: in English each option gives its English name, then the Chinese one (the value a
 * courier reads); in Chinese, the Chinese name alone.
 */
export const CityList: Story = {
  args: { defaultValue: shenzhen },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const city = await enabledSelect(canvas, names[storyLocale(globals)].city);
    await userEvent.click(city);
    const list = await body.findByRole('listbox');
    const option = within(list).getByRole('option', { selected: true });
    if (storyLocale(globals) === 'en') {
      await expect(option).toHaveAccessibleName(/^Shenzhen\s*深圳市$/);
      await expect(within(option).getByText('深圳市')).toHaveAttribute('lang', 'zh-CN');
      await expect(within(list).getByRole('option', { name: /^Dongguan/ })).toBeInTheDocument();
    } else {
      await expect(option).toHaveAccessibleName('深圳市');
    }
  },
};

function RequiredDemo(props: RegionPickerProps) {
  const label = useSample({ zh: '收货地区', en: 'Delivery region' });
  return (
    <RequiredForm submit={{ zh: '保存地址', en: 'Save address' }} width="480px">
      <RegionPicker {...props} label={label} isRequired />
    </RequiredForm>
  );
}

/** Required and submitted empty: each missing level says so under its select, in the user's language. */
export const Invalid: Story = {
  render: (args) => <RequiredDemo {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: storyLocale(globals) === 'en' ? 'Save address' : '保存地址' });
    await waitFor(() => expect(canvas.getAllByRole('button')[0]).toBeEnabled());
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(storyLocale(globals) === 'en' ? 'Choose a province.' : '请选择省份。');
  },
};

/** An error from the caller for the whole group (e.g. the delivery information is incomplete). */
export const InvalidFromCaller: Story = {
  args: {
    isInvalid: true,
    defaultValue: { province: shenzhen.province, city: shenzhen.city, district: null },
  },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '收货地区', errorMessage: '请完善收货信息' },
        en: { label: 'Delivery region', errorMessage: 'Please complete the delivery information' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await canvas.findByText(en ? 'Please complete the delivery information' : '请完善收货信息');
    // Only the level still to be chosen says so: the chosen province and city do not.
    await expect(canvas.getByText(en ? 'Choose a district.' : '请选择区县。')).toBeInTheDocument();
    await expect(canvas.queryByText(en ? 'Choose a province.' : '请选择省份。')).toBeNull();
    await expect(canvas.queryByText(en ? 'Choose a city.' : '请选择城市。')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: shenzhen },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** While the list loads: the saved names show, the selects wait. */
export const Loading: Story = {
  args: { defaultValue: shenzhen, loadRegions: () => new Promise(() => undefined) },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(
      storyLocale(globals) === 'en' ? 'Loading regions' : '正在加载地区',
    );
    await expect(canvas.getAllByRole('button')[0]).toHaveTextContent('广东省');
  },
};

/** Loading failed: the reason and a retry, reachable by keyboard. */
export const LoadFailed: Story = {
  args: { loadRegions: fn(() => Promise.reject(new Error('offline'))) },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert');
    const retry = canvas.getByRole('button', { name: storyLocale(globals) === 'en' ? 'Try again' : '重试' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.loadRegions).toHaveBeenCalledTimes(2));
    await canvas.findByRole('alert');
  },
};

/** The longest names of the data: the selects truncate, the lists show them whole. */
export const LongChinese: Story = {
  args: {
    defaultValue: {
      province: { code: '65', name: '新疆维吾尔自治区' },
      city: { code: '6528', name: '巴音郭楞蒙古自治州' },
      district: { code: '652826', name: '焉耆回族自治县' },
    },
  },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '收货地区（发票邮寄地址所在的省、市、区县）',
          description: '地区名称使用国家统计局公布的行政区划名称',
        },
        en: {
          label: '收货地区（发票邮寄地址所在的省、市、区县）',
          description: '地区名称使用国家统计局公布的行政区划名称',
        },
      }}
    />
  ),
};

export const LongEnglish: Story = {
  args: { defaultValue: shenzhen },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'Delivery region for the special VAT invoice (province, city and district)',
          description: 'Region names are the official Chinese names; the invoice is posted to this region only',
        },
        en: {
          label: 'Delivery region for the special VAT invoice (province, city and district)',
          description: 'Region names are the official Chinese names; the invoice is posted to this region only',
        },
      }}
    />
  ),
};

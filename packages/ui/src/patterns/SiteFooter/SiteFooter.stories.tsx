import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultBrand } from '@kankan/domain';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { SiteFooter, type FooterLink, type SiteFooterProps } from './SiteFooter.tsx';

const industries: { zh: FooterLink[]; en: FooterLink[] } = {
  zh: [
    { id: 'realEstate', label: '房产', href: '/conductHouse' },
    { id: 'museum', label: '博物馆', href: '/conductExhibition' },
    { id: 'ecommerce', label: '电商', href: '/conductShop' },
    { id: 'home', label: '家居', href: '/conductSubject' },
    { id: 'catering', label: '餐饮', href: '/conductSecury' },
  ],
  en: [
    { id: 'realEstate', label: 'Real estate', href: '/conductHouse' },
    { id: 'museum', label: 'Museums', href: '/conductExhibition' },
    { id: 'ecommerce', label: 'E-commerce', href: '/conductShop' },
    { id: 'home', label: 'Home', href: '/conductSubject' },
    { id: 'catering', label: 'Catering', href: '/conductSecury' },
  ],
};

function Demo(props: Omit<SiteFooterProps, 'industries'>) {
  return <SiteFooter {...props} industries={useSample(industries)} />;
}

const meta = {
  title: 'Patterns/SiteFooter',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    hrefs: { about: '/about', news: '/news', distributor: '/distributor', cases: '/cases/all' },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Industry and company links, the contact lines of the brand and the support hours (GMT+8). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: en ? 'Museums' : '博物馆' })).toHaveAttribute(
      'href',
      '/conductExhibition',
    );
    await expect(canvas.getByRole('link', { name: en ? 'All cases' : '全部案例' })).toHaveAttribute(
      'href',
      '/cases/all',
    );
    await expect(canvas.getByRole('link', { name: defaultBrand.hotline })).toHaveAttribute('href', 'tel:4000000000');
    await expect(
      canvas.getByText(en ? /Monday to Friday, 09:00\u2060–\u206012:30, 14:00\u2060–\u206018:30/ : /星期一至星期五/),
    ).toBeVisible();
    await expect(
      canvas.getByText(en ? '© 2026 KanKan Space. All rights reserved.' : '© 2026 看看空间 版权所有'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

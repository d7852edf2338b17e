import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n, type Locale } from '@kankan/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DistributorApplicationForm } from './DistributorApplicationForm.tsx';

/** The distributor form's length limits are named at their fields, with the number, in both languages. */

function renderIn(ui: ReactElement) {
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
}

beforeAll(async () => {
  // The first render of the form initialises React Aria and the phone field's tables: setup, not the behaviour tested.
  renderIn(<DistributorApplicationForm defaultCountry="US" onSubmit={() => undefined} />).unmount();
});

const words = {
  en: { company: 'Registered company name', tooLong: /at most 100 characters/ },
  zh: { company: '公司注册名称', tooLong: /100/ },
};

describe.each(['en', 'zh'] as const)('form limits in %s', (locale: Locale) => {
  it('a company name over its limit says the limit, not an empty number', async () => {
    await activateLocale(locale);
    const onSubmit = vi.fn();
    const { container } = renderIn(<DistributorApplicationForm defaultCountry="US" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(words[locale].company) }), {
      target: { value: 'K'.repeat(101) },
    });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    const field = screen.getByRole('textbox', { name: new RegExp(words[locale].company) });
    // The description read from its ids: computing the whole accessible description of a large form is slow in jsdom.
    const description = () =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    await waitFor(() => expect(description()).toMatch(words[locale].tooLong));
    expect(description()).not.toMatch(/ {2}characters|最多\s*个/);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

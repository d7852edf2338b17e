import { activateLocale } from '@kankan/i18n';
import { act, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSite } from '../testing/siteHarness.tsx';

/** What react-aria's components see as their language and direction. */
function AriaLocaleProbe() {
  const { locale, direction } = useLocale();
  return <p data-testid="aria-locale">{`${locale} ${direction}`}</p>;
}

afterAll(() => activateLocale('en'));

describe('the root layout', () => {
  it("gives react-aria the site's language, not the browser's, and follows a switch", async () => {
    await act(() => activateLocale('zh'));
    renderSite({ url: '/', pages: AriaLocaleProbe });
    expect(await screen.findByTestId('aria-locale')).toHaveTextContent('zh-CN ltr');
    await act(() => activateLocale('en'));
    expect(screen.getByTestId('aria-locale')).toHaveTextContent('en-US ltr');
  });
});

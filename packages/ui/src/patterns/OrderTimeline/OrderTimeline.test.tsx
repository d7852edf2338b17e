import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { orderStatusOf } from '@kankan/domain';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrderStatusLabels } from '../OrderTable/orderLabels.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

/** What the orders list shows for a status code. */
function ListStatus({ code }: { code: number }) {
  return <span data-testid="list-status">{useOrderStatusLabels()[orderStatusOf(code)]}</span>;
}

afterEach(cleanup);

describe('a shipped order reads the same in the orders list and in its timeline', () => {
  for (const locale of ['zh', 'en'] as const) {
    it(`in ${locale}`, async () => {
      await act(() => activateLocale(locale));
      // The server's code of an order that has left the warehouse (one item, shipped whole).
      render(
        <I18nProvider i18n={i18n}>
          <ListStatus code={1} />
          <OrderTimeline
            orderedAt="2026-11-01T02:00:00Z"
            paidAt="2026-11-01T02:05:00Z"
            shippedAt="2026-11-02T02:00:00Z"
            receivedAt={null}
            timeZone="Asia/Shanghai"
          />
        </I18nProvider>,
      );
      const listed = screen.getByTestId('list-status').textContent ?? '';
      const steps = within(screen.getByRole('list')).getAllByRole('listitem');
      const lastDone = steps[2];
      expect(listed).toBe(locale === 'zh' ? '已发货' : 'Shipped');
      expect(lastDone?.textContent).toContain(listed);
      expect(steps[3]).toHaveAttribute('aria-current', 'step');
    });
  }
});

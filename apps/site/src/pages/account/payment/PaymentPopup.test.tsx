import { PAY_ORDER_TYPE, PAY_TYPE, type PayType } from '@kankan/domain';
import { activateLocale, messageForCode } from '@kankan/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSite, type FakeRoutes } from '../../../testing/siteHarness.tsx';
import { PaymentPopup, type CreatedPaymentOrder } from './PaymentPopup.tsx';

beforeAll(() => activateLocale('en'));
vi.setConfig({ testTimeout: 30_000 });

const QR = 'data:image/png;base64,iVBORw0KGgo=';

/** The pop-up alone on a page of the site (its data layer, session and router), opened at once. */
function renderPopup({
  routes,
  createOrder,
  onOpenChange = vi.fn(),
  region = 'domestic',
}: {
  routes: FakeRoutes;
  createOrder: (payType: PayType) => Promise<CreatedPaymentOrder>;
  onOpenChange?: (isOpen: boolean) => void;
  region?: 'domestic' | 'international';
}) {
  function Page() {
    return (
      <Routes>
        <Route
          path="/manage/device"
          element={
            <PaymentPopup
              isOpen
              onOpenChange={onOpenChange}
              orderType={PAY_ORDER_TYPE.points}
              region={region}
              createOrder={createOrder}
            />
          }
        />
        <Route path="/payresult/:isSuccess/:type" element={<p>result page</p>} />
      </Routes>
    );
  }
  return renderSite({
    url: '/manage/device',
    storage: { token: 'session-token', name: 'demo' },
    routes: { '/user/getUserInfo': { data: { id: 1, userName: 'demo', head: null, incrementNum: 0 } }, ...routes },
    pages: Page,
  });
}

const order = (id: number): CreatedPaymentOrder => ({ id, orderSn: `2026112600000000${id}`, amount: 600 });

describe('PaymentPopup', () => {
  it('creates an order for the first wallet and shows its QR code; another wallet creates another order', async () => {
    const createOrder = vi.fn((payType: PayType) =>
      Promise.resolve(order(payType === PAY_TYPE.domesticWallet1 ? 1 : 2)),
    );
    const { calls } = renderPopup({
      createOrder,
      routes: {
        '/order/pay/wechatPay': { data: { src: QR, codeUrl: 'wallet://1' } },
        '/order/pay/aliPay': { data: { src: QR, codeUrl: 'wallet://2' } },
        '/user/order/queryOrderStatus': { data: null },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeVisible();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith(PAY_TYPE.domesticWallet1);
    expect(calls.find((call) => call.path === '/order/pay/wechatPay')?.body).toEqual({ orderId: 1, orderType: 1 });
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/user/order/queryOrderStatus')?.body).toEqual({
        orderSn: order(1).orderSn,
        orderType: 1,
        payType: PAY_TYPE.domesticWallet1,
      }),
    );

    const radios = within(dialog).getAllByRole('radio');
    await userEvent.setup().click(radios[1] as HTMLElement);
    await waitFor(() => expect(createOrder).toHaveBeenLastCalledWith(PAY_TYPE.domesticWallet2));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/order/pay/aliPay')?.body).toEqual({ orderId: 2, orderType: 1 }),
    );
  });

  it('goes to the success result and closes once the order is paid', async () => {
    const onOpenChange = vi.fn();
    const { router } = renderPopup({
      onOpenChange,
      createOrder: () => Promise.resolve(order(3)),
      routes: {
        '/order/pay/wechatPay': { data: { src: QR, codeUrl: 'wallet://3' } },
        '/user/order/queryOrderStatus': { data: { orderSn: order(3).orderSn } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payresult/1/1'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(await screen.findByText('result page')).toBeVisible();
  });

  it('a refused order shows the error pop-up with the code’s message, and OK closes it', async () => {
    const onOpenChange = vi.fn();
    const { calls } = renderPopup({
      onOpenChange,
      createOrder: () => Promise.resolve(order(4)),
      routes: { '/order/pay/wechatPay': { code: 6004 } },
    });
    // The payment dialog is replaced by the message pop-up.
    expect(await screen.findByText(messageForCode(6004))).toBeVisible();
    expect(calls.some((call) => call.path === '/user/order/queryOrderStatus')).toBe(false);
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('the international provider is warned about and never polled', async () => {
    const createOrder = vi.fn(() => Promise.resolve(order(5)));
    const { calls } = renderPopup({ createOrder, region: 'international', routes: {} });
    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(await within(dialog).findByText('You are leaving this site')).toBeVisible();
    expect(createOrder).toHaveBeenCalledExactlyOnceWith(PAY_TYPE.international);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.map((call) => call.path)).not.toContain('/user/order/queryOrderStatus');
  });
});

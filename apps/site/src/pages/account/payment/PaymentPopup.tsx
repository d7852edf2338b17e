import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useInvalidate,
  useOrderStatusPolling,
  usePayByAlipay,
  usePayByPaypal,
  usePayByWechat,
  type components,
} from '@kankan/api';
import { PAY_TYPE, payTypesFor, type PayOrderType, type PayType, type PaymentRegion } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { MessageDialog, PaymentDialog, type PaymentStatus } from '@kankan/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession, useSite } from '../../../app/SiteContext.tsx';

type PaypalHandOff = components['schemas']['PaypalHandOff'];

/** What the caller's order call answers: the order to pay and the amount the server priced it at. */
export interface CreatedPaymentOrder {
  id: number;
  orderSn: string;
  amount?: number | undefined;
}

export interface PaymentPopupProps {
  /** Open: creates the order (and again on every change of method). Closed: nothing runs, polling stops. */
  isOpen: boolean;
  /** Called with `false` when it closes: without paying, once paid, or after the error pop-up was acknowledged. */
  onOpenChange: (isOpen: boolean) => void;
  /** What is paid (1 points, 2 storage, 4 membership, 5 download): the pay and status calls' orderType and the result page's. */
  orderType: PayOrderType;
  /** Domestic wallets or the international provider (`paymentRegion` of @kankan/domain). */
  region: PaymentRegion;
  /** Creates the order for this method (the caller's rechargeOrder, expansionOrder or createIncrementOrder). */
  createOrder: (payType: PayType) => Promise<CreatedPaymentOrder>;
  /** The storage plan being renewed (renewal only): the pay call checks it is still the camera's plan. */
  spaceId?: number | undefined;
  /** Where a paid order goes; default `/payresult/1/{orderType}?orderSn=…` (the result page checks the order). */
  resultPath?: string | undefined;
}

type Stage =
  | { status: 'creating' }
  | { status: 'waiting'; order: CreatedPaymentOrder; qrCode?: string | undefined }
  | { status: 'error'; message: string };

/** The message of a failed order or QR call: the server code's catalogue message, else the client message. */
function failureMessage(error: unknown, fallback: 'orderInfoFailed' | 'payCodeFailed'): string {
  if (isApiError(error) && error.kind === 'server') return error.message;
  return isApiError(error) && error.kind !== 'invalid' ? error.message : clientMessage(fallback);
}

/** Sends the browser to the international provider as its hand-off says (GET with a query, or a posted form). */
function handOver({ url, method, fields }: PaypalHandOff) {
  if (method === 'GET') {
    const target = new URL(url);
    for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value);
    window.location.assign(target.toString());
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/**
 * The payment pop-up (spec 2.5, 4), shared by every screen that sells something. Opening it, or changing the
 * method, creates an order through `createOrder` (the payment centre's answers its existing shop order instead), then fetches the wallet's QR code and polls the order every 5 s;
 * once paid it closes and goes to /payresult. Closing stops the polling. Order and QR failures replace it with the
 * error pop-up. The international provider is not polled: the dialog warns, and Continue hands over to its page.
 * The amount shown is the one the server priced the order at.
 */
export function PaymentPopup({ isOpen, ...props }: PaymentPopupProps) {
  // Mounted while open: every opening starts afresh (a new order), and closing unmounts it, which stops polling.
  return isOpen ? <OpenPaymentPopup {...props} /> : null;
}

function OpenPaymentPopup({
  onOpenChange,
  orderType,
  region,
  createOrder,
  spaceId,
  resultPath,
}: Omit<PaymentPopupProps, 'isOpen'>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const site = useSite();
  const [payType, setPayType] = useState<PayType>(() => payTypesFor(region)[0] ?? PAY_TYPE.domesticWallet1);
  const [stage, setStage] = useState<Stage>({ status: 'creating' });
  const [handingOver, setHandingOver] = useState(false);
  const attempt = useRef(0);
  const wechat = usePayByWechat();
  const alipay = usePayByAlipay();
  const paypal = usePayByPaypal();
  const invalidate = useInvalidate();
  const createOrderRef = useRef(createOrder);
  useEffect(() => {
    createOrderRef.current = createOrder;
  });

  /** Creates the order and fetches its QR code; the stage must already say `creating`. */
  const run = useCallback(
    async (method: PayType) => {
      const id = ++attempt.current;
      let order: CreatedPaymentOrder;
      try {
        order = await createOrderRef.current(method);
      } catch (error) {
        if (id === attempt.current) setStage({ status: 'error', message: failureMessage(error, 'orderInfoFailed') });
        return;
      }
      if (id !== attempt.current) return;
      if (method === PAY_TYPE.international) {
        setStage({ status: 'waiting', order });
        return;
      }
      try {
        const pay = method === PAY_TYPE.domesticWallet1 ? wechat : alipay;
        const body = { orderId: order.id, orderType, ...(spaceId === undefined ? {} : { spaceId }) };
        const qr = await pay.mutateAsync({ body });
        if (!qr) throw new Error('no QR code in the answer');
        if (id === attempt.current) setStage({ status: 'waiting', order, qrCode: qr.src });
      } catch (error) {
        if (id === attempt.current) setStage({ status: 'error', message: failureMessage(error, 'payCodeFailed') });
      }
    },
    // The mutations' identities change each render; their mutateAsync calls are what is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orderType, spaceId],
  );

  const start = (method: PayType) => {
    setStage({ status: 'creating' });
    void run(method);
  };

  useEffect(() => {
    void run(payTypesFor(region)[0] ?? PAY_TYPE.domesticWallet1);
    const answers = attempt;
    // Unmounted (closed): answers still on their way are ignored.
    return () => {
      answers.current += 1;
    };
  }, [region, run]);

  const waitingOrder = stage.status === 'waiting' ? stage.order : null;
  useOrderStatusPolling({
    orderSn: waitingOrder?.orderSn,
    orderType,
    payType,
    enabled: waitingOrder !== null,
    onPaid: () => {
      attempt.current += 1;
      // What a payment changes: the camera's plan or points, the orders, the memberships, the header's badge and the
      // download area.
      void invalidate(
        '/user/camera/getAll',
        '/user/camera/listNew',
        '/user/camera/listNewAll',
        '/user/camera/listWithIncrement',
        '/user/camera/deadlineNumber',
        '/user/camera/expiryImpact',
        '/user/order/list',
        '/user/virtualOrder/incrementOrderList',
        '/user/increment/findIncrementList',
        '/user/getUserInfo',
        '/user/download/list',
        '/user/order/detail',
      );
      onOpenChange(false);
      const paidOrder = waitingOrder ? `?orderSn=${encodeURIComponent(waitingOrder.orderSn)}` : '';
      void navigate(resultPath ?? `/payresult/1/${orderType}${paidOrder}`);
    },
  });

  const close = () => {
    attempt.current += 1;
    onOpenChange(false);
  };

  if (stage.status === 'error') {
    return (
      <MessageDialog isOpen title={t`Payment`} onOk={close} onOpenChange={(open) => (open ? undefined : close())}>
        {stage.message}
      </MessageDialog>
    );
  }
  const status: PaymentStatus = stage.status === 'waiting' && !handingOver ? 'waiting' : 'creating';
  return (
    <PaymentDialog
      isOpen
      clock={site.clock}
      accountName={session.name ?? ''}
      region={region}
      payType={payType}
      amount={waitingOrder?.amount ?? null}
      status={status}
      qrCode={stage.status === 'waiting' ? stage.qrCode : undefined}
      onChangeMethod={(next) => {
        setPayType(next);
        start(next);
      }}
      onRetry={() => start(payType)}
      // Done (on a paid order) closes the dialog, which `onOpenChange` below reports.
      onPaid={() => undefined}
      onGoToProvider={() => {
        if (!waitingOrder) return;
        setHandingOver(true);
        paypal.mutate(
          { body: { orderId: waitingOrder.id, orderType } },
          {
            onSuccess: (handOff) => {
              if (handOff) handOver(handOff);
              else setStage({ status: 'error', message: clientMessage('orderInfoFailed') });
            },
            onError: (error) => {
              setHandingOver(false);
              setStage({ status: 'error', message: failureMessage(error, 'orderInfoFailed') });
            },
          },
        );
      }}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    />
  );
}

import type { QrStatus } from '@kankan/ui';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../app/SiteContext.tsx';

/** How often the camera-login ticket is polled while its QR code is shown. */
export const CAMERA_LOGIN_POLL_MS = 2000;

export interface CameraLoginState {
  qrSrc: string | undefined;
  status: QrStatus;
  refresh: () => void;
}

/** Draws the camera-login QR code (the drawing library loads only when the camera tab opens). */
async function drawQr(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
}

interface QrTicket {
  data: { ticket: string; qrContent: string } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** A fresh camera-login ticket each time `active` turns on, or when asked again (the ticket is short-lived). */
function useQrTicket(active: boolean): QrTicket {
  const { loadClient } = useSite();
  const [request, setRequest] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    // Reopened: the last ticket may have expired meanwhile.
    setWasActive(active);
    if (active) setRequest((count) => count + 1);
  }
  const [answer, setAnswer] = useState<{
    request: number;
    data?: { ticket: string; qrContent: string };
    failed?: boolean;
  } | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    loadClient()
      .then((client) => client.POST('/sso/camera/qrCode'))
      .then(
        ({ data }) => {
          if (!cancelled) setAnswer(data ? { request, data } : { request, failed: true });
        },
        () => {
          if (!cancelled) setAnswer({ request, failed: true });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [active, request, loadClient]);
  return {
    data: answer?.data,
    isError: answer?.request === request && answer.failed === true,
    isFetching: active && answer?.request !== request,
    refetch: () => setRequest((count) => count + 1),
  };
}

/**
 * Camera (device) login: while `active`, gets a ticket, shows its QR code and polls its status until the camera
 * app confirms (`onConfirmed` with the token), the ticket expires, or the tab closes.
 */
export function useCameraLogin(active: boolean, onConfirmed: (token: string) => void): CameraLoginState {
  const { loadClient } = useSite();
  const qr = useQrTicket(active);
  const [drawn, setDrawn] = useState<{ ticket: string; src: string } | null>(null);
  const [polled, setPolled] = useState<{ ticket: string; status: QrStatus } | null>(null);
  const confirmed = useRef(onConfirmed);
  useEffect(() => {
    confirmed.current = onConfirmed;
  });

  const ticket = qr.data?.ticket;
  const content = qr.data?.qrContent;
  useEffect(() => {
    if (!ticket || !content) return undefined;
    let cancelled = false;
    drawQr(content).then(
      (src) => {
        if (!cancelled) setDrawn({ ticket, src });
      },
      () => {
        if (!cancelled) setPolled({ ticket, status: 'expired' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [ticket, content]);

  const shownTicket = drawn && drawn.ticket === ticket ? ticket : undefined;
  const polledStatus = polled && polled.ticket === ticket ? polled.status : null;
  const stopped = polledStatus === 'expired';

  useEffect(() => {
    if (!active || !shownTicket || stopped) return undefined;
    let cancelled = false;
    const poll = async () => {
      try {
        const client = await loadClient();
        const { data: answer } = await client.POST('/sso/camera/qrStatus', {
          body: { ticket: shownTicket },
          hideLoading: true,
        });
        if (cancelled || !answer) return;
        if (answer.status === 2) {
          cancelled = true;
          clearInterval(timer);
          confirmed.current(answer.token);
        } else {
          setPolled({
            ticket: shownTicket,
            status: answer.status === 1 ? 'scanned' : answer.status === 3 ? 'expired' : 'waiting',
          });
        }
      } catch {
        // A failed poll is tried again at the next tick; the ticket's own expiry ends the wait.
      }
    };
    const timer = setInterval(() => void poll(), CAMERA_LOGIN_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active, shownTicket, stopped, loadClient]);

  let status: QrStatus;
  if (qr.isError) status = 'expired';
  else if (!shownTicket || qr.isFetching) status = 'loading';
  else status = polledStatus ?? 'waiting';

  return {
    qrSrc: shownTicket ? drawn?.src : undefined,
    status,
    refresh: () => {
      setPolled(null);
      qr.refetch();
    },
  };
}

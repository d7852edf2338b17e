import { useCameraLoginQrCode, useCameraLoginQrStatus } from '@kankan/api';
import type { QrStatus } from '@kankan/ui';
import { useEffect, useRef, useState } from 'react';

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

/**
 * Camera (device) login: while `active`, gets a ticket, shows its QR code and polls its status until the camera
 * app confirms (`onConfirmed` with the token), the ticket expires, or the tab closes.
 */
export function useCameraLogin(active: boolean, onConfirmed: (token: string) => void): CameraLoginState {
  // A fresh ticket each time the tab opens (the query is stale at once: the ticket is short-lived), or when asked again.
  const qr = useCameraLoginQrCode({ enabled: active });
  const { mutateAsync: askStatus } = useCameraLoginQrStatus();
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
        const answer = await askStatus({ ticket: shownTicket });
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
  }, [active, shownTicket, stopped, askStatus]);

  let status: QrStatus;
  if (qr.isFetching) status = 'loading';
  else if (qr.isError) status = 'expired';
  else if (!shownTicket) status = 'loading';
  else status = polledStatus ?? 'waiting';

  return {
    qrSrc: shownTicket ? drawn?.src : undefined,
    status,
    refresh: () => {
      setPolled(null);
      void qr.refetch();
    },
  };
}

import { useLingui } from '@lingui/react';
import { isApiError } from '@kankan/api';
import { paymentRegion, type PaymentRegion } from '@kankan/domain';
import type { ServiceError } from '@kankan/ui';
import { useLocation, useNavigate } from 'react-router';
import { hasToken, loginPath } from '../marketing/auth.ts';

/** Prices on the public pages: yuan in Chinese, US dollars in English (no camera is known yet; spec 6, 9). */
export function usePageRegion(): PaymentRegion {
  const { i18n } = useLingui();
  return paymentRegion({ country: null, locale: i18n.locale === 'en' ? 'en' : 'zh' });
}

/** The account's cameras, where capacity is bought per camera (spec 3, 4). */
export const MY_CAMERAS_PATH = '/manage/device';
/** Account information, where memberships are listed and authorised to cameras (spec 2.4). */
export const MY_ACCOUNT_PATH = '/manage/information';
/** Account information with the membership purchase open (spec 2.4: memberships are managed there). */
export const MEMBERSHIP_PURCHASE_PATH = `${MY_ACCOUNT_PATH}?buy=membership#membership`;

/**
 * Goes to an account page, through the login page first when there is no session (which brings the visitor
 * back to this page afterwards).
 */
export function useGoToAccount(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (path) => {
    void navigate(hasToken() ? path : loginPath(`${pathname}${search}`));
  };
}

/** What a service form shows for a failed send: the server's code (at its field or above the form) or the message. */
export function serviceErrorOf(error: unknown): ServiceError | null {
  if (!error) return null;
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: null };
}

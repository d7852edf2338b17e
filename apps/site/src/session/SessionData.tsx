import { useCart, useUserInfo } from '@kankan/api';
import { useEffect } from 'react';
import { useSession, useSite } from '../app/SiteContext.tsx';

export interface SessionDataProps {
  /** Receives the number of items in the cart (0 for a camera-account login, which has no cart). */
  onCartCount: (count: number) => void;
}

/** Fetches the profile and cart of a logged-in user and keeps the profile with the session (spec 4). */
export function SessionData({ onCartCount }: SessionDataProps) {
  const { session } = useSite();
  const { token, deviceLogin } = useSession();
  const info = useUserInfo({ enabled: Boolean(token) });
  // A camera-account login has no cart (the server refuses it).
  const cart = useCart({ enabled: Boolean(token) && !deviceLogin });
  useEffect(() => {
    if (info.data && session.get().token) session.setInfo(info.data);
  }, [info.data, session]);
  const cartCount = (cart.data ?? []).reduce((sum, item) => sum + item.goodsCount, 0);
  useEffect(() => onCartCount(cartCount), [cartCount, onCartCount]);
  // The session's end unmounts this: the next session's header starts from no items, not this one's count.
  useEffect(() => () => onCartCount(0), [onCartCount]);
  return null;
}

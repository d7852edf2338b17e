import { canCheckPhone, preparePhoneRules } from '@kankan/domain';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../runtime/idle.ts';

/**
 * Whether `isPhoneNumber` can answer for this number now. A number of another area needs the phone rules
 * (libphonenumber-js, a chunk loaded on demand): the hook asks for them and renders again once they are there, so
 * a check made while rendering (a live rule, "can a code be sent") shows the real answer.
 */
export function usePhoneCheck(phoneNum: string, areaNum: string): boolean {
  const ready = canCheckPhone(phoneNum, areaNum);
  const [, setLoaded] = useState(false);
  // A form with a phone field fetches the rules when the page is idle after its load event (not before: the page's
  // own files come first), so a number of another area rarely has to wait for them.
  useEffect(() => whenIdle(() => void preparePhoneRules()), []);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void preparePhoneRules().then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

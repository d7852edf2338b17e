import { MobileNotice } from '@kankan/ui';

/** Everything a phone sees (spec 1): the request to use a desktop browser, with this site's address. */
export default function PhoneNotice() {
  return <MobileNotice siteAddress={window.location.origin} />;
}

import { AccountNav, Box, Container } from '@kankan/ui';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PartPending } from '../../app/screenPart.tsx';
import { useSession, useSite } from '../../app/SiteContext.tsx';
import { LOGIN_PATH } from '../../rules/routeRules.ts';
import * as styles from './AccountArea.css.ts';
import { accountNavHrefs, isAccountScreenId, navItemForScreen } from './accountScreens.ts';

/** "Log out?" loads when Log out is pressed: no screen of the area needs react-aria's dialog to show. */
const LogoutConfirmDialog = lazy(() =>
  import('./logoutPart.ts').then((module) => ({ default: module.LogoutConfirmDialog })),
);

/**
 * The account area (/manage/*, login required): the side menu beside the open screen. Each screen is a child route
 * with its own chunk (routes/site.tsx); the side menu stays while a screen loads.
 */
export default function AccountArea() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const site = useSite();
  const { deviceLogin } = useSession();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const screen = pathname.split('/')[2];
  if (!isAccountScreenId(screen)) {
    return <Navigate to={screen ? '/404' : deviceLogin ? '/manage/scene' : '/manage/information'} replace />;
  }
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      {/* The header's and footer's container: the side menu lines up with the logo. */}
      <Container>
        <div className={styles.layout}>
          <aside className={styles.side}>
            <AccountNav
              hrefs={accountNavHrefs}
              current={navItemForScreen(screen)}
              isDeviceLogin={deviceLogin}
              onLogoutPress={() => setConfirmingLogout(true)}
            />
            {confirmingLogout ? (
              <Suspense fallback={<PartPending />}>
                <LogoutConfirmDialog
                  isOpen
                  onOpenChange={setConfirmingLogout}
                  onConfirm={async () => {
                    await site.logOut();
                    await navigate(LOGIN_PATH);
                  }}
                />
              </Suspense>
            ) : null}
          </aside>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </div>
      </Container>
    </Box>
  );
}

import { useLingui } from '@lingui/react/macro';
import { AccountNav, Box, Container, Heading, Stack, Text } from '@kankan/ui';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useSite } from '../../app/SiteContext.tsx';
import { LOGIN_PATH } from '../../rules/routeRules.ts';
import * as styles from './AccountArea.css.ts';
import { accountNavHrefs, isAccountScreenId, navItemForScreen, type AccountScreenId } from './accountScreens.ts';

function useScreenText(): Record<AccountScreenId, { title: string; summary: string }> {
  const { t } = useLingui();
  return {
    fileDown: {
      title: t`Download area`,
      summary: t`The scene data you have asked to download, in folders, ready to save to your computer.`,
    },
    information: {
      title: t`Account info`,
      summary: t`Your profile and avatar, delivery addresses, invoice titles, membership authorisations and your password.`,
    },
    scene: {
      title: t`Scene management`,
      summary: t`Your 3D scenes and the scenes shared with you, in folders, as a list or as covers.`,
    },
    order: {
      title: t`My orders`,
      summary: t`Your camera, membership, download and other orders, with their status and invoices.`,
    },
    device: {
      title: t`My cameras`,
      summary: t`Your Pro, Minion and Lite cameras with their cloud capacity, points and collaborators.`,
    },
    appProduct: {
      title: t`Application centre`,
      summary: t`The applications you can use with your cameras and scenes.`,
    },
    consumption: {
      title: t`Consumption records`,
      summary: t`How your points and cloud capacity were topped up, given and spent.`,
    },
  };
}

/**
 * The account area (/manage/*, login required): the side menu and the open screen's heading and summary. The
 * screens themselves are built in a later issue.
 */
export default function AccountArea() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const site = useSite();
  const { deviceLogin } = useSession();
  const texts = useScreenText();
  const screen = pathname.split('/')[2];
  if (!isAccountScreenId(screen)) {
    return <Navigate to={screen ? '/404' : deviceLogin ? '/manage/scene' : '/manage/information'} replace />;
  }
  const text = texts[screen];
  return (
    <Box as="main" background="surfaceSunken" paddingY="xxlarge">
      <Container width="wide">
        <div className={styles.layout}>
          <aside className={styles.side}>
            <AccountNav
              hrefs={accountNavHrefs}
              current={navItemForScreen(screen)}
              isDeviceLogin={deviceLogin}
              onLogout={async () => {
                await site.logOut();
                await navigate(LOGIN_PATH);
              }}
            />
          </aside>
          <Box background="surface" borderRadius="large" padding="xxlarge">
            <Stack space="medium">
              <Heading level={1} visualLevel={2}>
                {text.title}
              </Heading>
              <Text tone="muted" as="p">
                {text.summary}
              </Text>
            </Stack>
          </Box>
        </div>
      </Container>
    </Box>
  );
}

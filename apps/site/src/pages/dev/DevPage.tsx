import { useLingui } from '@lingui/react/macro';
import { DEFAULT_EMBED_SIZE, isSupportedLocale, type SupportedLocale } from '@kankan/domain';
import {
  Button,
  FeatureGrid,
  Form,
  Inline,
  InlineAlert,
  LinkButton,
  PageHero,
  PageSection,
  PasswordField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  type FeatureItem,
} from '@kankan/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import * as styles from './DevPage.css.ts';
import { clearDevApiBase, devSessionUrl, normalizeApiBase, readDevApiBase, saveDevApiBase } from './devConfig.ts';

/** The API base the client uses when nothing is saved. */
const DEFAULT_API_BASE = '/api';

/** Language names are written in their own language, whatever the page's language. */
const LANGUAGES: readonly { id: SupportedLocale; name: string; lang: string }[] = [
  { id: 'zh', name: '中文', lang: 'zh-CN' },
  { id: 'en', name: 'English', lang: 'en' },
];

/* eslint-disable lingui/no-unlocalized-strings -- sample code is the same in every language */
const embedSnippet = (width: number, height: number) =>
  `<iframe
  src="SCENE_SHARE_LINK"
  width="${width}"
  height="${height}"
  allow="fullscreen; xr-spatial-tracking"
  style="border: 0"
></iframe>`;

const requestSnippet = `POST /api/user/getUserInfo
token: YOUR_TOKEN
Accept-Language: en
Content-Type: application/json

{}

→ { "code": 0, "msg": "success", "data": { "userName": "…", "incrementNum": 1 } }
→ { "code": 3004, "msg": "please log in again", "data": null }`;
/* eslint-enable lingui/no-unlocalized-strings */

/** The developer configuration: API base URL, token and language for testing this site against any server. */
function DevConfigTool() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const saved = readDevApiBase();
  const [apiBase, setApiBase] = useState(saved ?? '');
  const [token, setToken] = useState('');
  const [language, setLanguage] = useState<SupportedLocale>(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh');
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const fallback = DEFAULT_API_BASE;

  return (
    <div className={styles.panel}>
      <Stack space="xlarge">
        <Text tone="muted">{saved ? t`Saved API base: ${saved}` : t`API base: ${fallback} (default)`}</Text>
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            const wanted = apiBase.trim();
            if (wanted !== '' && !normalizeApiBase(wanted)) {
              setInvalid(true);
              return;
            }
            if (wanted === '') clearDevApiBase();
            else saveDevApiBase(wanted);
            if (token.trim() === '' && language === i18n.locale) {
              setStatus(t`Saved. Reload the page to send requests to the new address.`);
              return;
            }
            // The shell stores a token and a language that arrive in the address, then reloads the page.
            window.location.assign(devSessionUrl(pathname, { token, lang: language }));
          }}
        >
          <TextField
            name="apiBase"
            label={t`API base URL`}
            description={t`An address such as http://127.0.0.1:4000/api, or a path on this site. Leave empty for the default (/api).`}
            placeholder={DEFAULT_API_BASE}
            value={apiBase}
            onChange={(value) => {
              setApiBase(value);
              setInvalid(false);
              setStatus(null);
            }}
            isInvalid={invalid}
            errorMessage={t`Enter an address that starts with http://, https:// or /.`}
          />
          <PasswordField
            name="token"
            label={t`Token`}
            description={t`Signs this browser in with a session token, as a token in the page address does. Leave empty to keep the current session.`}
            autoComplete="new-password"
            value={token}
            onChange={(value) => {
              setToken(value);
              setStatus(null);
            }}
          />
          <RadioGroup
            label={t`Language`}
            orientation="horizontal"
            value={language}
            onChange={(value) => {
              if (isSupportedLocale(value)) setLanguage(value);
              setStatus(null);
            }}
          >
            {LANGUAGES.map((option) => (
              <Radio key={option.id} value={option.id}>
                <span lang={option.lang}>{option.name}</span>
              </Radio>
            ))}
          </RadioGroup>
          <Inline space="small">
            <Button type="submit">{t`Save and apply`}</Button>
            <Button
              variant="outline"
              tone="neutral"
              onPress={() => {
                clearDevApiBase();
                setApiBase('');
                setInvalid(false);
                setStatus(t`The default API address is back. Reload the page to use it.`);
              }}
            >
              {t`Reset API address`}
            </Button>
          </Inline>
        </Form>
        {status ? (
          <InlineAlert tone="positive" isLive>
            {status}
          </InlineAlert>
        ) : null}
      </Stack>
    </div>
  );
}

/** /dev: what the platform offers developers (scene embedding, the API) and the developer configuration tool. */
export default function DevPage() {
  const { t } = useLingui();
  const { width, height } = DEFAULT_EMBED_SIZE;
  const offers: FeatureItem[] = [
    {
      id: 'embed',
      title: t`Scene embedding`,
      text: t`Put any shared scene on your own website with one iframe. Visitors walk through, measure and open hotspots without leaving your page.`,
    },
    {
      id: 'api',
      title: t`Account API`,
      text: t`The JSON API behind this site: scenes, folders, cameras, capacity and orders. Every call is a POST with the session token in a token header.`,
    },
    {
      id: 'codes',
      title: t`One answer format`,
      text: t`Every answer holds code, msg and data. Code 0 means success; any other code has a documented meaning, and 3004 asks the user to log in again.`,
    },
    {
      id: 'languages',
      title: t`Two languages`,
      text: t`Send Accept-Language zh or en. Messages come back in that language, and prices follow the camera's region: yuan in China, US dollars abroad.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`Developers`}
        title={t`Build on 3D scenes`}
        lead={t`Embed scenes in your own pages, connect your systems to the account API, and test this site against any server from this page.`}
        actions={
          <LinkButton href="/dev?id=config" size="large">
            {t`Open the configuration tool`}
          </LinkButton>
        }
      />
      <PageSection id="sdk" title={t`What you can build`}>
        <FeatureGrid items={offers} columns={4} />
      </PageSection>
      <PageSection
        id="embed"
        background="subtle"
        title={t`Embed a scene`}
        lead={t`Copy the share link of a scene from Scene management and put it in the iframe. The default size is ${width} × ${height} pixels; change the width and height to fit your layout.`}
      >
        <pre className={styles.code}>
          <code>{embedSnippet(width, height)}</code>
        </pre>
      </PageSection>
      <PageSection
        id="request"
        title={t`Call the API`}
        lead={t`A request and its two usual answers. Calls without a valid token answer 3004.`}
      >
        <pre className={styles.code}>
          <code>{requestSnippet}</code>
        </pre>
      </PageSection>
      <PageSection
        id="config"
        background="subtle"
        width="narrow"
        title={t`Developer configuration`}
        lead={t`For testing only. The settings are kept in this browser: the API address until you reset it, the token and language like any session.`}
      >
        <DevConfigTool />
      </PageSection>
    </main>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { brandName, isSupportedLocale } from '@kankan/domain';
import { Stack, type Terms } from '@kankan/ui';
import { useSite } from '../../app/SiteContext.tsx';

/** The user agreement shown by the register form; it must be read to the end before it can be accepted. */
export function useTerms(): Terms {
  const { t, i18n } = useLingui();
  const { brand } = useSite();
  const name = brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', brand);
  return {
    label: t`${name} user agreement`,
    // The stack spaces the paragraphs apart, as in every other long text of the site.
    text: (
      <Stack space="medium">
        <p>
          <Trans>
            This agreement is between you and {name}. It covers your account, the cameras you bind to it, the 3D scenes
            you upload and the paid services you buy. Please read all of it before you register.
          </Trans>
        </p>
        <p>
          <Trans>
            1. Your account. Register with your own mobile number or e-mail address and keep your password to yourself.
            You are responsible for what is done with your account. Tell us at once if you think someone else is using
            it.
          </Trans>
        </p>
        <p>
          <Trans>
            2. Your content. The scenes, pictures and texts you upload stay yours. You allow us to store, process and
            show them so that the service works, for example to compute a scene and to share it with the people you
            choose.
          </Trans>
        </p>
        <p>
          <Trans>
            3. Fair use. Do not upload content that breaks the law or the rights of others, and do not try to get around
            the limits of the service. We may remove such content and suspend the account concerned.
          </Trans>
        </p>
        <p>
          <Trans>
            4. Cloud capacity and membership. Paid capacity and memberships run for the period you bought. When capacity
            expires or is exceeded, scenes over the limit are archived; archived data is kept for one year.
          </Trans>
        </p>
        <p>
          <Trans>
            5. Payments and invoices. Prices are shown before you pay. Orders that are not paid within 24 hours expire.
            Invoices can be requested from your account.
          </Trans>
        </p>
        <p>
          <Trans>
            6. Privacy. We use your personal data only to provide the service, to answer your requests and to meet our
            legal duties. We do not sell it.
          </Trans>
        </p>
        <p>
          <Trans>
            7. Closing your account. You can ask us to delete your account. After a cooling-off period of 15 days the
            account, its memberships and its records are deleted and its cameras are unbound.
          </Trans>
        </p>
        <p>
          <Trans>
            8. Changes. We may update this agreement. We will tell you about important changes before they take effect.
          </Trans>
        </p>
      </Stack>
    ),
  };
}

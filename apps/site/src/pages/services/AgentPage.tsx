import { useLingui } from '@lingui/react/macro';
import { isApiError, useSaveDistributorApplication } from '@kankan/api';
import { useMemo } from 'react';
import { DistributorApplicationForm, PageHero, PageSection, type ServiceError } from '@kankan/ui';

/** The error the form shows: the server's code (at its field or above the form) or the API error's message. */
function serviceErrorOf(error: unknown): ServiceError | null {
  if (!error) return null;
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { code: null };
}

/** /agent: the distributor application, posted to `agentAduit/save` (spec 3, 7.1). */
export default function AgentPage() {
  const { t } = useLingui();
  const save = useSaveDistributorApplication();
  // One object per failure, so the form can tell when the user has edited the field it names.
  const serverError = useMemo(() => serviceErrorOf(save.error), [save.error]);
  return (
    <main>
      <PageHero
        tone="light"
        align="center"
        eyebrow={t`Distributor programme`}
        title={t`Distributor application`}
        lead={t`Tell us about your company and your shop. Fields marked with an asterisk are required.`}
      />
      <PageSection id="form" width="narrow">
        <DistributorApplicationForm
          isPending={save.isPending}
          isSubmitted={save.isSuccess}
          serverError={serverError}
          onSubmit={(application) => save.mutate({ body: application })}
        />
      </PageSection>
    </main>
  );
}

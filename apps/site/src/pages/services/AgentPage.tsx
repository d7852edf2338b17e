import { useLingui } from '@lingui/react/macro';
import { useSaveDistributorApplication } from '@kankan/api';
import { useMemo } from 'react';
import { DistributorApplicationForm, PageHero, PageSection } from '@kankan/ui';
import { serviceErrorOf } from './shared.ts';

/** /agent: the distributor application, posted to `agentAduit/save` (spec 3, 7.1). */
export default function AgentPage() {
  const { t } = useLingui();
  const save = useSaveDistributorApplication();
  // One object per failure, so the form can tell when the user has edited the field it names.
  const serverError = useMemo(() => serviceErrorOf(save.error), [save.error]);
  return (
    <main>
      <PageHero
        background="light"
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

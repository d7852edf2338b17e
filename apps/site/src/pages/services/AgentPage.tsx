import { useLingui } from '@lingui/react/macro';
import { loadCatalogue } from '@kankan/i18n';
import { useMemo } from 'react';
import { useMutationOnDemand } from '../../app/mutationOnDemand.tsx';
import { DistributorApplicationForm, PageHero, PageSection } from '@kankan/ui';
import type * as DistributorAction from './distributorAction.ts';

let action: typeof DistributorAction | undefined;
// A refusal's text (server messages, errors catalogue) comes with the request's code.
const loadDistributorAction = () =>
  Promise.all([import('./distributorAction.ts'), loadCatalogue('errors')]).then(([module]) => (action = module));

/**
 * /agent: the distributor application, posted to `agentAduit/save` (spec 3, 7.1). The request's code (TanStack Query
 * and the site's API layer) loads when the visitor first submits, not with the page.
 */
export default function AgentPage() {
  const { t } = useLingui();
  const save = useMutationOnDemand(loadDistributorAction);
  // One object per failure, so the form can tell when the user has edited the field it names.
  // An error comes from the loaded request, or is its failed download (no code: the form's general message).
  const serverError = useMemo(
    () => (save.error ? (action?.serviceErrorOf(save.error) ?? { code: null }) : null),
    [save.error],
  );
  return (
    <main>
      {save.host}
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

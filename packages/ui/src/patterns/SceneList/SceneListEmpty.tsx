import { useLingui } from '@lingui/react/macro';
import type { SceneListFlavour } from '@kankan/domain';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { SceneIcon } from '../../icons/icons.tsx';

/** What the table or the cover grid shows for a page without scenes: none yet, or none for the search. */
export function SceneListEmpty({ flavour, searchKey }: { flavour: SceneListFlavour; searchKey?: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<SceneIcon size="large" />}
      headingLevel={3}
      title={
        searchKey
          ? t`No scenes match “${searchKey}”`
          : flavour === 'own'
            ? t`No scenes yet`
            : t`No collaborative scenes`
      }
      description={
        searchKey
          ? t`Check the spelling, or search by another field.`
          : flavour === 'own'
            ? t`Scenes you shoot with your camera appear here after they are uploaded.`
            : t`Scenes that other accounts share with you appear here.`
      }
    />
  );
}

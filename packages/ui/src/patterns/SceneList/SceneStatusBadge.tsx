import { useLingui } from '@lingui/react/macro';
import type { SceneStatus } from '@kankan/domain';
import { Badge } from '../../components/Badge/Badge.tsx';
import { sceneStatusMessages, sceneStatusTones } from './sceneLabels.ts';

/** The scene's status as a badge with a dot; the colour only supports the words. */
export function SceneStatusBadge({ status, size }: { status: SceneStatus; size?: 'small' | 'medium' }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={sceneStatusTones[status]} size={size} dot>
      {i18n._(sceneStatusMessages[status])}
    </Badge>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import * as styles from './SceneBulkBar.css.ts';
import type { SceneSelection } from './useSceneSelection.ts';

export interface SceneBulkBarProps {
  /** The ticked scenes, shared with the table or the cover grid. */
  selection: SceneSelection;
  /** Shows "Select all" in the bar: the cover grid has no header checkbox of its own. */
  withSelectAll?: boolean;
  /** Bulk actions on the ticked scenes; each shows a button when given. */
  onMoveSelected?: (sceneNums: string[]) => void;
  /** Invite one collaborator to every ticked scene (only normal scenes can be ticked). */
  onCollaborateSelected?: (sceneNums: string[]) => void;
  onDeleteSelected?: (sceneNums: string[]) => void;
}

/**
 * A toolbar over the scene list: optional "Select all", how many scenes are ticked (announced politely), and a
 * button for each bulk action given, disabled while nothing is ticked. It is not shown when nothing can be ticked at
 * all (collaborative scenes, a loading or empty page) or no bulk action is given.
 */
export function SceneBulkBar({
  selection,
  withSelectAll = false,
  onMoveSelected,
  onCollaborateSelected,
  onDeleteSelected,
}: SceneBulkBarProps) {
  const { t } = useLingui();
  if (!selection.isEnabled || selection.isPageEmpty) return null;
  if (!(onMoveSelected ?? onCollaborateSelected ?? onDeleteSelected)) return null;
  const count = selection.selectedKeys.size;
  const ticked = () => [...selection.selectedKeys];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t`Selected scenes`}>
      {withSelectAll ? (
        <Checkbox
          isSelected={selection.amount === 'all'}
          isIndeterminate={selection.amount === 'some'}
          isDisabled={selection.selectableKeys.length === 0}
          onChange={(value) => (value ? selection.selectAll() : selection.clear())}
        >
          {t`Select all`}
        </Checkbox>
      ) : null}
      <span className={styles.selectedCount} aria-live="polite">
        {t`${count} selected`}
      </span>
      {onMoveSelected ? (
        <Button
          size="small"
          variant="outline"
          tone="neutral"
          isDisabled={count === 0}
          onPress={() => onMoveSelected(ticked())}
        >
          {t`Move to folder`}
        </Button>
      ) : null}
      {onCollaborateSelected ? (
        <Button
          size="small"
          variant="outline"
          tone="neutral"
          isDisabled={count === 0}
          onPress={() => onCollaborateSelected(ticked())}
        >
          {t`Invite a collaborator`}
        </Button>
      ) : null}
      {onDeleteSelected ? (
        <Button
          size="small"
          variant="outline"
          tone="critical"
          isDisabled={count === 0}
          onPress={() => onDeleteSelected(ticked())}
        >
          {t`Delete`}
        </Button>
      ) : null}
    </div>
  );
}

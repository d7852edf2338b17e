import { useLingui } from '@lingui/react/macro';
import { Button, InlineAlert } from '@kankan/ui';

/**
 * A content list or article that could not be loaded: the server's message and a way to try again. `onRetry` is
 * called without arguments (a query's `refetch` can be passed as it is; the press event is not its options).
 */
export function LoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <InlineAlert
      tone="critical"
      isLive
      title={t`This content could not be loaded`}
      action={
        <Button size="small" variant="outline" onPress={() => onRetry()}>
          {t`Try again`}
        </Button>
      }
    >
      {error.message}
    </InlineAlert>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button, InlineAlert, Stack } from '@kankan/ui';

/** A list that could not be loaded: what failed, and a button that asks again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <InlineAlert tone="critical">
      <Stack space="small">
        <span>{message}</span>
        <span>
          <Button size="small" variant="outline" onPress={onRetry}>
            {t`Try again`}
          </Button>
        </span>
      </Stack>
    </InlineAlert>
  );
}

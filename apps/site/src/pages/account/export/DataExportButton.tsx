import { useLingui } from '@lingui/react/macro';
import { useApi } from '@kankan/api';
import { Button, DownloadIcon } from '@kankan/ui';
import { useState } from 'react';
import { useSite } from '../../../app/SiteContext.tsx';
import { saveFile } from './saveFile.ts';

/**
 * Downloads the account's records (profile, addresses, orders, invoices, points and capacity records, scenes) as
 * CSV files in one ZIP. The builder and its ZIP library load on the first press, not with the screen.
 */
export function DataExportButton({ variant = 'outline' }: { variant?: 'solid' | 'outline' }) {
  const { t } = useLingui();
  const { client } = useApi();
  const { notify } = useSite();
  const [isPending, setPending] = useState(false);

  const exportData = async () => {
    setPending(true);
    try {
      const { buildAccountExport } = await import('./accountExport.ts');
      const { fileName, data } = await buildAccountExport(client, new Date());
      saveFile(data, fileName, 'application/zip');
      notify({ tone: 'positive', title: t`Your data has been downloaded` });
    } catch {
      notify({ tone: 'critical', title: t`Your data could not be downloaded. Please try again.` });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant={variant}
      size="small"
      isPending={isPending}
      icon={<DownloadIcon size="small" />}
      onPress={() => void exportData()}
    >
      {t`Download my data (ZIP)`}
    </Button>
  );
}

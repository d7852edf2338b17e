import { useState } from 'react';
import { useSite } from '../../app/SiteContext.tsx';
import { toastForError } from '../../rules/errorFeedback.ts';

/**
 * An export that runs once at a time: `exporting` while it runs (its button shows pending), and a failed call shown
 * as the catalogue message of its code.
 */
export function useExportAction(): { exporting: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const { notify } = useSite();
  const [exporting, setExporting] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setExporting(true);
    try {
      await work();
    } catch (error) {
      const toast = toastForError(error);
      if (toast) notify(toast);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}

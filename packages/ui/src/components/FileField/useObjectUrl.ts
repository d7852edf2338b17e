import { useEffect, useState } from 'react';

/**
 * An object URL for previewing a file, revoked when the file changes or the component unmounts. Created in an
 * effect (not during render) so React's strict mode double-run cannot leave a revoked URL on screen.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [entry, setEntry] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL is an outside resource this effect owns; the state only mirrors it for rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && entry?.file === file ? entry.url : null;
}

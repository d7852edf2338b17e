/** Hands bytes made in the browser to the browser's download (a temporary object URL on a `download` link). */
export function saveFile(data: Uint8Array | string, fileName: string, type: string): void {
  const blob = new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the current task is done.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Files for stories: a drawn PNG (same pixels every run), an oversized PNG and a GIF. */
import { palette } from '../../tokens/values.ts';

export async function samplePng(name = 'avatar.png', size = 96): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = palette.blue600;
  context.fillRect(0, 0, size, size);
  context.fillStyle = palette.blue50;
  context.beginPath();
  context.arc(size / 2, size * 0.4, size * 0.18, 0, Math.PI * 2);
  context.fill();
  context.fillRect(size * 0.22, size * 0.66, size * 0.56, size * 0.34);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('could not draw the sample image');
  return new File([blob], name, { type: 'image/png' });
}

export function oversizedPng(name = 'scan-of-floor-plan.png'): File {
  return new File([new Uint8Array(1536 * 1024)], name, { type: 'image/png' });
}

export function gifFile(name = 'animation.gif'): File {
  return new File(['GIF89a'], name, { type: 'image/gif' });
}

/** The hidden input FileTrigger renders; stories upload into it (a real file dialog cannot be driven). */
export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A saved avatar as the server would return it: a small SVG data URL. */
export const savedAvatarSrc =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${palette.green700}"/>` +
      `<circle cx="48" cy="38" r="17" fill="${palette.green50}"/>` +
      `<rect x="21" y="63" width="54" height="33" rx="16" fill="${palette.green50}"/></svg>`,
  );

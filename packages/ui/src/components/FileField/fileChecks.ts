import { IMAGE_SIGNATURE_BYTES, imageTypeOfBytes, type SniffedImageType } from '@kankan/domain';

/** What a file picker accepts. `maxBytes` is exclusive: the spec's "under 1 MB" means `size < maxBytes`. */
export interface FileRules {
  /** MIME types, e.g. `['image/jpeg', 'image/png']`. Empty or absent: any type. */
  mimeTypes?: readonly string[];
  /** File name extensions without the dot, accepted when the browser reports no MIME type. */
  extensions?: readonly string[];
  maxBytes?: number;
}

export type FileProblem = 'type' | 'size';

/** The parts of a `File` the checks read (so tests and callers can pass plain objects). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** `'type'` when the file's type is not accepted, `'size'` when it is too large, `null` when it passes. */
export function checkFile(file: FileLike, rules: FileRules): FileProblem | null {
  const mimeTypes = rules.mimeTypes ?? [];
  if (mimeTypes.length > 0) {
    const type = file.type.toLowerCase();
    const byMime = type !== '' && mimeTypes.some((accepted) => accepted.toLowerCase() === type);
    // Some systems report no MIME type at all: then, and only then, fall back to the extension.
    const byExtension = type === '' && (rules.extensions ?? []).includes(extensionOf(file.name));
    if (!byMime && !byExtension) return 'type';
  }
  if (rules.maxBytes !== undefined && file.size >= rules.maxBytes) return 'size';
  return null;
}

const sniffedTypes: readonly string[] = ['image/jpeg', 'image/png'] satisfies SniffedImageType[];

/**
 * `'type'` when a file whose name and declared type pass is not what it claims: a text file renamed `.png`. Read
 * only when every accepted type is one whose first bytes are known (JPG, PNG); other rules pass unread.
 */
export async function checkFileContent(file: Blob, rules: FileRules): Promise<FileProblem | null> {
  const mimeTypes = (rules.mimeTypes ?? []).map((type) => type.toLowerCase());
  if (mimeTypes.length === 0 || !mimeTypes.every((type) => sniffedTypes.includes(type))) return null;
  let start: Uint8Array;
  try {
    start = await readStart(file, IMAGE_SIGNATURE_BYTES);
  } catch {
    // A file the browser cannot read is left to the upload, whose refusal is shown at the form.
    return null;
  }
  const kind = imageTypeOfBytes(start);
  return kind !== null && mimeTypes.includes(kind) ? null : 'type';
}

/** The first bytes of a file; FileReader, which every browser and jsdom have, where `Blob.arrayBuffer` is newer. */
function readStart(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, bytes));
  });
}

/**
 * Short names of the accepted types for messages ("JPG or PNG"): the extensions in upper case, with JPEG folded
 * into JPG; falls back to the MIME subtypes.
 */
export function acceptedTypeNames(rules: FileRules): string[] {
  const source = rules.extensions?.length
    ? rules.extensions
    : (rules.mimeTypes ?? []).map((mime) => mime.split('/')[1] ?? mime);
  const names = source.map((name) => (name.toLowerCase() === 'jpeg' ? 'JPG' : name.toUpperCase()));
  return [...new Set(names)];
}

/** Bytes as a short localized size ("1 MB", "500 kB"), in steps of 1024. */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

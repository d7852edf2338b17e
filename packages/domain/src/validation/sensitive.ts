import type { ValidationReason } from './reasons.ts';

/**
 * A sensitive-word check: true when the text must be refused. The server keeps the real list (codes 3012, 7001,
 * 7002); the client check only saves a round trip, so a deployment passes its own list or check.
 */
export type SensitiveWordCheck = (text: string) => boolean;

/** A small default list for user names: words that would let a user impersonate the company or its staff. */
export const DEFAULT_SENSITIVE_WORDS: readonly string[] = [
  'admin',
  'administrator',
  'root',
  'system',
  'official',
  '管理员',
  '客服',
  '官方',
  '系统',
];

/** A check that matches any of `words` as a substring, ignoring case and spaces. */
export function sensitiveWordCheck(words: readonly string[] = DEFAULT_SENSITIVE_WORDS): SensitiveWordCheck {
  const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const needles = words.map(normalise).filter((word) => word !== '');
  return (text) => {
    const haystack = normalise(text);
    return needles.some((word) => haystack.includes(word));
  };
}

export const defaultSensitiveWordCheck: SensitiveWordCheck = sensitiveWordCheck();

/**
 * For titles and contents: `'sensitiveWords'` when the check refuses the text. There is no default list here (the
 * user-name list would refuse ordinary titles such as "HVAC system"); pass the deployment's check.
 */
export function validateSensitiveWords(text: string, check: SensitiveWordCheck): ValidationReason | null {
  return check(text) ? 'sensitiveWords' : null;
}

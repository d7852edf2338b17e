/**
 * The account's phone number and e-mail as the overview shows them: enough to recognise, not enough to read off a
 * shared screen.
 */

/** `13800138000` → `138****8000`; shorter numbers keep their first and last two digits. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length >= 11) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** `lihua@example.com` → `li***@example.com`; a one- or two-letter name keeps its first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskPhone(email);
  const name = email.slice(0, at);
  const kept = name.length > 2 ? name.slice(0, 2) : name.slice(0, 1);
  return `${kept}***${email.slice(at)}`;
}

const han = /\p{Script=Han}/u;

/**
 * The letters shown when an avatar has no picture. A Chinese (Han) name shows its first character ("王小明" → "王");
 * a Latin name shows the first letters of its first and last words ("Ada Lovelace" → "AL"); a single word shows its
 * first letter. Leading and trailing spaces are ignored; an empty name gives "".
 */
export function avatarInitials(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0];
  if (first === undefined) return '';
  if (han.test(first)) return first;
  const words = trimmed.split(/\s+/u).filter((word) => word.length > 0);
  const letters = [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => (word === undefined ? '' : (Array.from(word)[0] ?? '')))
    .join('');
  return letters.toLocaleUpperCase();
}

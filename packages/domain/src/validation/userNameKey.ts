/**
 * The key two user names are compared by: collaborators are invited by name, so a name that only looks like an
 * existing one (full-width letters, a Cyrillic "о" for a Latin "o", another case) must count as taken. NFKC folds
 * compatibility forms (full-width, ligatures, superscripts); a small table maps the Cyrillic and Greek letters that
 * look like Latin ones; then the text is lower-cased. Not Unicode's full confusable skeleton (UTS #39): that table
 * is large and the names are at most 11 characters of mostly Chinese and Latin text.
 */

/** Cyrillic and Greek letters drawn like a Latin letter in common fonts, with that letter. */
export const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic lower case
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ү: 'y',
  ӏ: 'l',
  // Cyrillic upper case
  А: 'a',
  В: 'b',
  Е: 'e',
  Ё: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  Ѕ: 's',
  І: 'i',
  Ї: 'i',
  Ј: 'j',
  Ԁ: 'd',
  Һ: 'h',
  Ԛ: 'q',
  Ԝ: 'w',
  Ү: 'y',
  Ӏ: 'l',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
};

/** The comparison key of a user name (see above); equal keys mean the names may not both exist. */
export function userNameKey(userName: string): string {
  let key = '';
  for (const char of userName.trim().normalize('NFKC')) key += LATIN_LOOK_ALIKES[char] ?? char;
  return key.toLowerCase().normalize('NFKC');
}

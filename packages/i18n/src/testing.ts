import fs from 'node:fs';
import path from 'node:path';

/** The source language's catalogues. */
const sourceCatalogues = path.join(import.meta.dirname, 'locales/en');

/** A .po file's messages (context and source text) whose references name `file`, a path from the repository's root. */
function messagesOf(po: string, file: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of po.split(/\n\n+/)) {
    // A reference is the repository's path after some `../` (and a line number when the catalogue keeps them).
    const fromFile = [...entry.matchAll(/^#: (.+)$/gm)]
      .flatMap(([, references = '']) => references.split(' '))
      .some((reference) => reference.replace(/^(\.\.\/)+/, '').replace(/:\d+$/, '') === file);
    const id = /^(?:msgctxt|msgid) [\s\S]*?(?=^msgstr)/m.exec(entry)?.[0];
    if (fromFile && id) ids.add(id);
  }
  return ids;
}

/**
 * For tests (Node only): a few catalogues that together hold every message of a source file (its path from the
 * repository's root) that the catalogues hold, the smaller first. A module whose messages have no catalogue of their
 * own (format.ts, the form rules' messages) is in the catalogues of the pages that show what they use of it; a test of
 * its text loads these.
 */
export function cataloguesHolding(file: string): string[] {
  const catalogues = fs
    .readdirSync(sourceCatalogues)
    .filter((name) => name.endsWith('.po'))
    .map((name) => {
      const po = fs.readFileSync(path.join(sourceCatalogues, name), 'utf8');
      return { name: path.basename(name, '.po'), size: po.length, messages: messagesOf(po, file) };
    })
    .sort((a, b) => a.size - b.size);
  const left = new Set(catalogues.flatMap(({ messages }) => [...messages]));
  if (left.size === 0) throw new Error(`No catalogue holds messages of ${file}`);
  const chosen: string[] = [];
  // Each time the catalogue holding most of the messages still left (the smallest of those).
  while (left.size > 0) {
    const gain = (messages: Set<string>) => [...messages].filter((id) => left.has(id)).length;
    const best = catalogues.reduce((a, b) => (gain(b.messages) > gain(a.messages) ? b : a));
    chosen.push(best.name);
    for (const id of best.messages) left.delete(id);
  }
  return chosen;
}

// Steps the stories' interaction tests share (their plays): only stories and tests import them.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { modalPartsLoaded } from '../components/Dialog/Dialog.tsx';

/**
 * Presses Tab until `target` has the focus, at most `maxPresses` times, then asserts it has it: the keyboard path to
 * a control, as a keyboard user takes it. Fails when the target is missing or not on the path.
 */
export async function tabTo(target: HTMLElement | undefined, maxPresses = 40): Promise<void> {
  if (!target) throw new Error('nothing to focus');
  for (let i = 0; i < maxPresses && document.activeElement !== target; i += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/**
 * The open dialog (react-aria renders it in the document's body; the one named `name` when several are open), once
 * the focus has moved into it. A modal's parts load when it first opens (Dialog.tsx): on a busy machine that download
 * can outlast the query's own wait, so the parts are waited for first.
 */
export async function dialogOf(canvasElement: HTMLElement, name?: string | RegExp): Promise<HTMLElement> {
  await modalPartsLoaded();
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    name === undefined ? {} : { name },
  );
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * Empties React Aria's live announcer (one region in the page's body), which keeps each announcement for seven
 * seconds: an announcement naming an element that is gone (an earlier story's, or a pending button since replaced)
 * would be reported by axe. Every story starts with it empty (the Storybook preview's `beforeEach`).
 */
export function clearAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

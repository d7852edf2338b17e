// Steps the stories' interaction tests share (their plays): only stories and tests import them.
import { setInteractionModality } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

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
 * The open dialog named `name` (any one when unnamed) with the role `role`, once it is shown and holds the focus.
 * React Aria renders it in the document's body, and keeps an opening modal transparent for two frames, focus already
 * inside, when it expects an on-screen keyboard (why the suite makes it expect one: docs/decisions.md, "A play checks
 * an opened dialog once it is shown").
 */
export async function dialogOf(
  name?: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * Opens the story's one trigger as a keyboard user does (Tab to it, Enter) and returns it with the dialog it opened,
 * once that is shown (`dialogOf`).
 */
export async function openByKeyboard(
  canvasElement: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<{ body: ReturnType<typeof within>; trigger: HTMLElement; dialog: HTMLElement }> {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return { body, trigger, dialog: await dialogOf(undefined, role) };
}

/**
 * Empties React Aria's live announcer (one region in the page's body), which keeps each announcement for seven
 * seconds: an announcement naming an element that is gone (an earlier story's, or a pending button since replaced)
 * would be reported by axe. Every story starts with it empty (the Storybook preview's `beforeEach`).
 */
export function clearAnnouncements(): void {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
}

/**
 * What every story starts from (the Storybook preview's `beforeEach`), whichever story ran before it in the page: no
 * announcements, and the pointer as the last input, as after a click on the story, so a field focused on opening
 * shows its focus ring only when the story's own play uses the keyboard.
 */
export function startStory(): void {
  clearAnnouncements();
  setInteractionModality('pointer');
}

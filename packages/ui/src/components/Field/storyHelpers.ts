/**
 * For stories only. react-aria keeps a visually hidden live region in <body> once something was announced (a
 * list opened, a number stepped). The screenshot step takes anything in <body> outside the story as an open
 * overlay and then shoots the whole viewport, so without this a story's picture would depend on which story ran
 * before it. After removal, react-aria's later announcements on this test page go to the detached region; no
 * story checks them.
 */
export function removeLiveAnnouncer(): void {
  document.querySelectorAll('[data-live-announcer]').forEach((node) => node.remove());
}

/** What the Tab key may reach inside a panel. */
const TABBABLE = 'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable="true"]';
const UNREACHABLE = ':disabled, [hidden], [hidden] *, [inert], [inert] *';

/** Whether an element holds something the Tab key can reach (then a tab panel itself need not be focusable). */
export function hasTabbable(element: HTMLElement): boolean {
  return [...element.querySelectorAll<HTMLElement>(TABBABLE)].some(
    (candidate) => candidate.tabIndex >= 0 && !candidate.matches(UNREACHABLE),
  );
}

/** The tabs of a tab list, in document order. */
export function tabsOf(list: Element): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
}

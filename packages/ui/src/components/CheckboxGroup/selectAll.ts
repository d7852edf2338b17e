/** What the "select all" checkbox shows for the group's current value. */
export type SelectAllState = 'none' | 'some' | 'all';

/**
 * The state over the options that select all can change (`toggleable`: the enabled ones). Options the user
 * cannot change do not count, so select all is "all" once every changeable option is ticked.
 */
export function selectAllState(selected: readonly string[], toggleable: readonly string[]): SelectAllState {
  if (toggleable.length === 0) return 'none';
  const chosen = new Set(selected);
  const count = toggleable.filter((value) => chosen.has(value)).length;
  if (count === 0) return 'none';
  return count === toggleable.length ? 'all' : 'some';
}

/**
 * The group's value after pressing select all: ticks every changeable option, or, when all are ticked already,
 * unticks them. Options the user cannot change keep their state; the order of `toggleable` is kept.
 */
export function toggleAll(selected: readonly string[], toggleable: readonly string[]): string[] {
  const changeable = new Set(toggleable);
  const fixed = selected.filter((value) => !changeable.has(value));
  if (selectAllState(selected, toggleable) === 'all') return fixed;
  return [...fixed, ...toggleable];
}

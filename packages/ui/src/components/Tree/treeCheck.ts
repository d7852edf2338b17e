/**
 * Tri-state checking of a tree: a parent is checked when all its children are, partly checked (indeterminate) when
 * some are, unchecked when none are. Plain functions over the tree's data, independent of React.
 *
 * Disabled nodes keep the state they were given: checking a parent does not change them, and they do not count
 * towards their parent's state (otherwise a parent with one disabled, unchecked child could never become checked).
 * A parent whose children are all disabled behaves as a leaf.
 */

export type TreeKey = string | number;
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

export interface CheckableNode {
  id: TreeKey;
  isDisabled?: boolean;
  children?: readonly CheckableNode[];
}

function countedChildren(node: CheckableNode): readonly CheckableNode[] {
  return (node.children ?? []).filter((child) => !child.isDisabled);
}

/** The state of every node, given the set of checked keys (only leaves' and disabled nodes' membership matters). */
export function checkStates(nodes: readonly CheckableNode[], checked: Iterable<TreeKey>): Map<TreeKey, CheckState> {
  const set = new Set(checked);
  const states = new Map<TreeKey, CheckState>();
  const visit = (node: CheckableNode): CheckState => {
    const childStates = (node.children ?? []).map((child) => [child, visit(child)] as const);
    const counted = childStates.filter(([child]) => !child.isDisabled).map(([, state]) => state);
    let state: CheckState;
    if (node.isDisabled || counted.length === 0) state = set.has(node.id) ? 'checked' : 'unchecked';
    else if (counted.every((s) => s === 'checked')) state = 'checked';
    else if (counted.every((s) => s === 'unchecked')) state = 'unchecked';
    else state = 'indeterminate';
    states.set(node.id, state);
    return state;
  };
  nodes.forEach(visit);
  return states;
}

/** Keys whose state is `checked`: the normal form of a checked set (parents included, partly checked excluded). */
export function checkedKeysOf(nodes: readonly CheckableNode[], checked: Iterable<TreeKey>): Set<TreeKey> {
  const result = new Set<TreeKey>();
  for (const [key, state] of checkStates(nodes, checked)) if (state === 'checked') result.add(key);
  return result;
}

function findNode(nodes: readonly CheckableNode[], key: TreeKey): CheckableNode | undefined {
  for (const node of nodes) {
    if (node.id === key) return node;
    const found = findNode(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Checks or unchecks one node with all its enabled descendants, then returns the normal form of the checked set.
 * A disabled node, or a key not in the tree, leaves the set as it was (normalised).
 */
export function setChecked(
  nodes: readonly CheckableNode[],
  checked: Iterable<TreeKey>,
  key: TreeKey,
  value: boolean,
): Set<TreeKey> {
  const next = new Set(checked);
  const node = findNode(nodes, key);
  if (node && !node.isDisabled) {
    const apply = (current: CheckableNode) => {
      if (value) next.add(current.id);
      else next.delete(current.id);
      countedChildren(current).forEach(apply);
    };
    apply(node);
  }
  return checkedKeysOf(nodes, next);
}

/**
 * Turns a selection change reported by the tree widget (the full new set of selected keys) into the new checked
 * set: every newly selected key is checked with its descendants, every deselected key unchecked with them.
 * `'all'` checks every enabled node.
 */
export function applySelection(
  nodes: readonly CheckableNode[],
  checked: Iterable<TreeKey>,
  selection: Iterable<TreeKey> | 'all',
): Set<TreeKey> {
  const before = checkedKeysOf(nodes, checked);
  if (selection === 'all') return nodes.reduce((set, node) => setChecked(nodes, set, node.id, true), before);
  const after = new Set(selection);
  let result = before;
  for (const key of before) if (!after.has(key)) result = setChecked(nodes, result, key, false);
  for (const key of after) if (!before.has(key)) result = setChecked(nodes, result, key, true);
  return result;
}

import { describe, expect, it } from 'vitest';
import { applySelection, checkStates, checkedKeysOf, setChecked, type CheckableNode } from './treeCheck.ts';

// 项目 ─┬─ 2024 ─┬─ 一楼 ─┬─ 客厅
//       │        │        └─ 厨房
//       │        └─ 二楼
//       └─ 归档 (disabled) ── 旧样板间
const tree: CheckableNode[] = [
  {
    id: 'project',
    children: [
      {
        id: '2024',
        children: [{ id: 'floor1', children: [{ id: 'living' }, { id: 'kitchen' }] }, { id: 'floor2' }],
      },
      { id: 'archive', isDisabled: true, children: [{ id: 'old' }] },
    ],
  },
  { id: 'loose' },
];

const sorted = (keys: Iterable<string | number>) => [...keys].map(String).sort();

describe('checkStates', () => {
  it('marks a parent checked when all its children are checked', () => {
    const states = checkStates(tree, ['living', 'kitchen']);
    expect(states.get('floor1')).toBe('checked');
    expect(states.get('2024')).toBe('indeterminate');
    expect(states.get('project')).toBe('indeterminate');
    expect(states.get('floor2')).toBe('unchecked');
  });

  it('marks every ancestor partly checked when one leaf deep down is checked', () => {
    const states = checkStates(tree, ['kitchen']);
    expect(states.get('floor1')).toBe('indeterminate');
    expect(states.get('2024')).toBe('indeterminate');
    expect(states.get('project')).toBe('indeterminate');
    expect(states.get('loose')).toBe('unchecked');
  });

  it('ignores a parent key in the set when none of its children is checked', () => {
    expect(checkStates(tree, ['floor1']).get('floor1')).toBe('unchecked');
  });

  it('leaves disabled children out of the parent state', () => {
    const states = checkStates(tree, ['living', 'kitchen', 'floor2']);
    expect(states.get('2024')).toBe('checked');
    expect(states.get('archive')).toBe('unchecked');
    expect(states.get('project')).toBe('checked');
  });
});

describe('setChecked', () => {
  it('checks a parent with all its enabled descendants', () => {
    expect(sorted(setChecked(tree, [], 'project', true))).toEqual(
      sorted(['project', '2024', 'floor1', 'living', 'kitchen', 'floor2']),
    );
  });

  it('unchecks one child of a checked parent, which turns the parent partly checked', () => {
    const all = setChecked(tree, [], '2024', true);
    const next = setChecked(tree, all, 'kitchen', false);
    expect(sorted(next)).toEqual(sorted(['living', 'floor2']));
    const states = checkStates(tree, next);
    expect(states.get('floor1')).toBe('indeterminate');
    expect(states.get('2024')).toBe('indeterminate');
  });

  it('checks the parent when the last unchecked child is checked', () => {
    const next = setChecked(tree, ['living'], 'kitchen', true);
    expect(next.has('floor1')).toBe(true);
  });

  it('does nothing for a disabled node or an unknown key', () => {
    expect(sorted(setChecked(tree, ['living'], 'archive', true))).toEqual(['living']);
    expect(sorted(setChecked(tree, ['living'], 'nope', true))).toEqual(['living']);
  });

  it('keeps the given state of disabled descendants when their parent is toggled', () => {
    const next = setChecked(tree, ['old'], 'project', false);
    expect(sorted(next)).toEqual(['old']);
  });
});

describe('applySelection', () => {
  it('checks everything under a partly checked parent that the widget reports as newly selected', () => {
    const before = checkedKeysOf(tree, ['living']);
    const next = applySelection(tree, before, new Set([...before, 'floor1']));
    expect(sorted(next)).toEqual(sorted(['floor1', 'living', 'kitchen']));
  });

  it('unchecks a checked parent with its descendants when it is deselected', () => {
    const before = checkedKeysOf(tree, ['living', 'kitchen']);
    const after = new Set(before);
    after.delete('floor1');
    expect(sorted(applySelection(tree, before, after))).toEqual([]);
  });

  it('checks every enabled node for "all"', () => {
    const next = applySelection(tree, [], 'all');
    expect(next.has('project')).toBe(true);
    expect(next.has('loose')).toBe(true);
    expect(next.has('old')).toBe(false);
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleScenes } from './sampleScenes.ts';
import { useSceneSelection, type SceneSelectionOptions } from './useSceneSelection.ts';

const scenes = sampleScenes().en;
const NORMAL = ['t-8aBcD12', 't-3kLmN45', 't-7bCdE56', 't-4fGhI89'];
const CALCULATING = 't-9pQrS78';
const ARCHIVED = 't-5xYzA34';

function renderSelection(options: Partial<SceneSelectionOptions> = {}) {
  const onSelectionChange = vi.fn();
  const { result } = renderHook(() => useSceneSelection({ scenes, onSelectionChange, ...options }));
  return { result, onSelectionChange };
}

describe('useSceneSelection', () => {
  it('offers only normal scenes of my own list for ticking', () => {
    const { result } = renderSelection();
    expect(result.current.isEnabled).toBe(true);
    expect(result.current.selectableKeys).toEqual(NORMAL);
    expect(result.current.disabledKeys).toEqual(['t-9pQrS78', 't-2tUvW01', 't-5xYzA34', 't-6jKlM23']);
  });

  it('reads a controlled selection without the scenes that cannot be ticked', () => {
    const { result } = renderSelection({ selectedKeys: ['t-8aBcD12', ARCHIVED, CALCULATING] });
    expect([...result.current.selectedKeys]).toEqual(['t-8aBcD12']);
    expect(result.current.amount).toBe('some');
  });

  it('keeps its own selection when uncontrolled and reports each change without unselectable scenes', () => {
    const { result, onSelectionChange } = renderSelection({ defaultSelectedKeys: ['t-3kLmN45'] });
    expect([...result.current.selectedKeys]).toEqual(['t-3kLmN45']);
    act(() => result.current.setSelectedKeys(['t-8aBcD12', CALCULATING]));
    expect([...result.current.selectedKeys]).toEqual(['t-8aBcD12']);
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(['t-8aBcD12']));
  });

  it('leaves a controlled selection to its owner: a change is only reported', () => {
    const { result, onSelectionChange } = renderSelection({ selectedKeys: [] });
    act(() => result.current.selectAll());
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set(NORMAL));
    expect(result.current.selectedKeys.size).toBe(0);
  });

  it('selects all on the page, from its own call or a collection, and clears again', () => {
    const { result } = renderSelection();
    act(() => result.current.selectAll());
    expect([...result.current.selectedKeys]).toEqual(NORMAL);
    expect(result.current.amount).toBe('all');
    act(() => result.current.clear());
    expect(result.current.amount).toBe('none');
    act(() => result.current.onCollectionSelectionChange('all'));
    expect([...result.current.selectedKeys]).toEqual(NORMAL);
  });

  it('ticks nothing in the collaborative list or while disabled', () => {
    const shared = renderSelection({ flavour: 'cooperation', defaultSelectedKeys: NORMAL });
    expect(shared.result.current.isEnabled).toBe(false);
    expect(shared.result.current.selectableKeys).toEqual([]);
    expect(shared.result.current.selectedKeys.size).toBe(0);
    expect(renderSelection({ isDisabled: true }).result.current.isEnabled).toBe(false);
  });
});

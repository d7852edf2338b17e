import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleScenes } from './sampleScenes.ts';
import { SceneList, type SceneListProps } from './SceneList.tsx';

const scenes = sampleScenes().en;

function renderList(props: Partial<SceneListProps> = {}) {
  const onSelectionChange = vi.fn();
  const onSceneAction = vi.fn();
  const onMoveSelected = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SceneList
        scenes={scenes}
        total={scenes.length}
        page={1}
        pageSize={8}
        timeZone="Asia/Shanghai"
        onSelectionChange={onSelectionChange}
        onSceneAction={onSceneAction}
        onMoveSelected={onMoveSelected}
        {...props}
      />
    </I18nProvider>,
  );
  return { onSelectionChange, onSceneAction, onMoveSelected };
}

// Rendering a page of scenes in jsdom is slow on a shared machine.
describe('SceneList', { timeout: 30_000 }, () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('drops scenes that cannot be selected from a selection it is given', async () => {
    const { onMoveSelected } = renderList({ view: 'cover', selectedKeys: ['t-8aBcD12', 't-5xYzA34', 't-9pQrS78'] });
    expect(screen.getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move to folder' }));
    expect(onMoveSelected).toHaveBeenCalledWith(['t-8aBcD12']);
  });

  it('ticks only selectable scenes with select all, and unticks them all again', async () => {
    const { onSelectionChange } = renderList({ view: 'cover' });
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(selectAll);
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)].sort()).toEqual([
      't-3kLmN45',
      't-4fGhI89',
      't-7bCdE56',
      't-8aBcD12',
    ]);
    await userEvent.click(selectAll);
    expect(onSelectionChange.mock.lastCall?.[0]).toEqual(new Set());
  });

  it('disables select all and the bulk bar when nothing on the page can be ticked', () => {
    renderList({ view: 'cover', scenes: scenes.filter((scene) => scene.status === 'archived') });
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move to folder' })).toHaveProperty('disabled', true);
  });

  it('shows no bulk bar and no checkboxes for collaborative scenes', () => {
    renderList({ flavour: 'cooperation' });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeTruthy();
  });

  it('never reports a blocked action: view on an archived scene does nothing', async () => {
    const { onSceneAction } = renderList();
    const archived = screen.getByRole('row', { name: /2025 show flat/ });
    const view = within(archived).getByRole('button', { name: 'View 2025 show flat (old)' });
    expect(view).toHaveProperty('disabled', true);
    await userEvent.click(view);
    expect(onSceneAction).not.toHaveBeenCalled();
    const normal = screen.getByRole('row', { name: /West Lake/ });
    await userEvent.click(within(normal).getByRole('button', { name: 'Edit West Lake museum gallery' }));
    expect(onSceneAction).toHaveBeenCalledWith('edit', expect.objectContaining({ sceneNum: 't-3kLmN45' }));
  });

  it('explains archived scenes and how to unseal them once per page', () => {
    renderList();
    expect(screen.getByText(/2 scenes are archived/)).toBeTruthy();
    expect(screen.getByText(/Archived data is kept for 1 year/)).toBeTruthy();
  });
});

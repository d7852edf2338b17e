import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleScenes } from './sampleScenes.ts';
import { SceneBulkBar } from './SceneBulkBar.tsx';
import { useSceneSelection, type SceneSelectionOptions } from './useSceneSelection.ts';

const scenes = sampleScenes().en;

/** The bar over a selection of the sample page, as the cover view shows it. */
function Bar({
  onMoveSelected,
  ...options
}: Partial<SceneSelectionOptions> & { onMoveSelected?: (keys: string[]) => void }) {
  const selection = useSceneSelection({ scenes, ...options });
  return <SceneBulkBar selection={selection} withSelectAll onMoveSelected={onMoveSelected} />;
}

function renderBar(options: Partial<SceneSelectionOptions> = {}) {
  const onSelectionChange = vi.fn();
  const onMoveSelected = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Bar onSelectionChange={onSelectionChange} onMoveSelected={onMoveSelected} {...options} />
    </I18nProvider>,
  );
  return { onSelectionChange, onMoveSelected };
}

describe('SceneBulkBar', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('drops scenes that cannot be selected from a selection it is given', async () => {
    const { onMoveSelected } = renderBar({ selectedKeys: ['t-8aBcD12', 't-5xYzA34', 't-9pQrS78'] });
    expect(screen.getByText('1 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Move to folder' }));
    expect(onMoveSelected).toHaveBeenCalledWith(['t-8aBcD12']);
  });

  it('ticks only selectable scenes with select all, and unticks them all again', async () => {
    const { onSelectionChange } = renderBar();
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

  it('disables select all and the bulk actions when nothing on the page can be ticked', () => {
    renderBar({ scenes: scenes.filter((scene) => scene.status === 'archived') });
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move to folder' })).toHaveProperty('disabled', true);
  });

  it('is not shown for collaborative scenes, an empty page or while the page loads', () => {
    renderBar({ flavour: 'cooperation' });
    renderBar({ scenes: [] });
    renderBar({ isDisabled: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

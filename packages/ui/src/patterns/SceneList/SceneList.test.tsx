import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleScenes } from './sampleScenes.ts';
import { SceneList, type SceneListProps } from './SceneList.tsx';

const scenes = sampleScenes().en;

function renderList(props: Partial<SceneListProps> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <SceneList
        scenes={scenes}
        total={scenes.length}
        page={1}
        pageSize={8}
        timeZone="Asia/Shanghai"
        onMoveSelected={vi.fn()}
        {...props}
      />
    </I18nProvider>,
  );
}

// Rendering a page of scenes in jsdom is slow on a shared machine.
describe('SceneList', { timeout: 30_000 }, () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('shows no bulk bar and no checkboxes for collaborative scenes', () => {
    renderList({ flavour: 'cooperation' });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Owner' })).toBeTruthy();
  });

  it('explains archived scenes and how to unseal them once per page', () => {
    renderList();
    expect(screen.getByText(/2 scenes are archived/)).toBeTruthy();
    expect(screen.getByText(/Archived data is kept for 1 year/)).toBeTruthy();
  });
});

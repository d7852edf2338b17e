import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleScenes } from './sampleScenes.ts';
import { SceneTable } from './SceneTable.tsx';

const scenes = sampleScenes().en;

// Rendering a page of scenes in jsdom is slow on a shared machine.
describe('SceneTable', { timeout: 30_000 }, () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('never reports a blocked action: view on an archived scene does nothing', async () => {
    const onSceneAction = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <SceneTable scenes={scenes} aria-label="My scenes" timeZone="Asia/Shanghai" onSceneAction={onSceneAction} />
      </I18nProvider>,
    );
    const archived = screen.getByRole('row', { name: /2025 show flat/ });
    const view = within(archived).getByRole('button', { name: 'View 2025 show flat (old)' });
    expect(view).toHaveProperty('disabled', true);
    await userEvent.click(view);
    expect(onSceneAction).not.toHaveBeenCalled();
    const normal = screen.getByRole('row', { name: /West Lake/ });
    await userEvent.click(within(normal).getByRole('button', { name: 'Edit West Lake museum gallery' }));
    expect(onSceneAction).toHaveBeenCalledWith('edit', expect.objectContaining({ sceneNum: 't-3kLmN45' }));
  });
});

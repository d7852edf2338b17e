import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SceneSearchBar } from './SceneSearchBar.tsx';

beforeAll(async () => {
  await activateLocale('en');
});

function Screen({ onSearchKeyChange }: { onSearchKeyChange: (value: string) => void }): ReactNode {
  const [text, setText] = useState('');
  return (
    <I18nProvider i18n={i18n}>
      <SceneSearchBar
        searchKey={text}
        onSearchKeyChange={(value) => {
          setText(value);
          onSearchKeyChange(value);
        }}
        onSearch={() => undefined}
        view="list"
        onViewChange={() => undefined}
        sceneNum={3}
        total={3}
      />
    </I18nProvider>
  );
}

describe('the scene search on a screen drawn on the server', () => {
  it('keeps what was typed before the script took over', async () => {
    const changes = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Screen onSearchKeyChange={changes} />);
    document.body.append(container);
    const input = container.querySelector('input');
    if (!input) throw new Error('no search box');
    // Typed while the page was still the server's markup.
    input.value = 'Loft';
    const root = await act(async () => hydrateRoot(container, <Screen onSearchKeyChange={changes} />));
    await waitFor(() => expect(changes).toHaveBeenCalledWith('Loft'));
    expect(container.querySelector('input')?.value).toBe('Loft');
    act(() => root.unmount());
    container.remove();
  });
});

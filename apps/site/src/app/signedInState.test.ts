import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/sessionStore.ts';
import { createSite } from './createSite.ts';
import { takeSignedInState } from './signedInState.ts';

const profile = { id: 7, userName: 'drawn', token: 'session-token' };
const list = { list: [{ sceneNum: 't-1', name: 'Loft' }], listTotal: 1 };

/** The data block a server-drawn page carries: the profile and the list it was drawn with. */
function drawnState(token: string): string {
  const server = new QueryClient();
  server.setQueryData(['post', '/user/getUserInfo'], { ...profile, token });
  server.setQueryData(['post', '/user/scene/newList', { body: { pageNum: 1 } }], list);
  return JSON.stringify(dehydrate(server));
}

function siteOf(token: string | null) {
  return createSite({
    storage: memoryStorage(token ? { token } : {}),
    setCookie: () => undefined,
    notify: () => undefined,
    fetch: () => Promise.reject(new Error('no calls expected')),
  });
}

// Only the block goes: the body is shared with the other test files of the worker (react-aria's live region).
function withBlock(text: string | null): Document {
  document.getElementById('signed-in-state')?.remove();
  if (text !== null) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'signed-in-state';
    block.textContent = text;
    document.body.append(block);
  }
  return document;
}

afterEach(() => {
  document.getElementById('signed-in-state')?.remove();
});

describe('takeSignedInState', () => {
  it("fills the cache and the session's profile when the page was drawn for the saved session", () => {
    const site = siteOf('session-token');
    expect(takeSignedInState(site, withBlock(drawnState('session-token')))).toBe(true);
    expect(site.queryClient.getQueryData(['post', '/user/scene/newList', { body: { pageNum: 1 } }])).toEqual(list);
    expect(site.session.get().info).toMatchObject({ userName: 'drawn' });
  });

  it('changes nothing for another session, no session, no block or a broken one', () => {
    const cases: [string | null, string | null][] = [
      ['another-token', drawnState('session-token')],
      [null, drawnState('session-token')],
      ['session-token', null],
      ['session-token', '{"queries":'],
      ['session-token', JSON.stringify({ mutations: [], queries: [] })],
    ];
    for (const [token, block] of cases) {
      const site = siteOf(token);
      expect(takeSignedInState(site, withBlock(block)), `${token} ${block}`).toBe(false);
      expect(site.queryClient.getQueryCache().getAll()).toHaveLength(0);
      expect(site.session.get().info).toBeNull();
    }
  });
});

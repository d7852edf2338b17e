import { useNewsList } from '@kankan/api';
import { activateLocale } from '@kankan/i18n';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSite } from '../../app/createSite.ts';
import { SiteProvider } from '../../app/SiteContext.tsx';
import { memoryStorage } from '../../session/sessionStore.ts';
import { fakeFetch } from '../../testing/pageStory.tsx';
import { PublicReads } from './PublicReads.tsx';

// The content pages' reads must not need the API layer (TanStack Query): loading it fails this test.
vi.mock('../../app/apiLayer.tsx', () => {
  throw new Error('the API layer was loaded');
});

function Titles() {
  const news = useNewsList({ pageNum: 1 });
  if (news.error) return <p>{news.error.message}</p>;
  return <p>{news.data ? news.data.list.map((item) => item.title).join(', ') : 'loading'}</p>;
}

beforeAll(() => activateLocale('en'));

describe('PublicReads', () => {
  it("reads with the site's client, loaded on demand, without the API layer", async () => {
    const fetch = vi.fn(fakeFetch({ '/news/list': { list: [{ id: 1, title: 'Launch' }], pageInfo: { total: 1 } } }));
    const site = createSite({ storage: memoryStorage(), baseUrl: 'https://site.test/api', fetch });
    render(
      <SiteProvider value={site}>
        <PublicReads>
          <Titles />
        </PublicReads>
      </SiteProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Launch')).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FakeApi, openedDialog, partsArrived } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import { answersArrived } from '../../../testing/answers.ts';
import {
  cameraFixtures,
  expiryImpactFixtures,
  folderFixtures,
  manyFolderFixtures,
  resourceFixtures,
  sceneFixtures,
  sceneListAnswer,
} from './sceneFixtures.ts';
import SceneScreen from './SceneScreen.tsx';

function api(overrides: FakeApi = {}): FakeApi {
  return {
    // The archived scenes (status 3) for the forecast; the page of scenes otherwise.
    '/user/scene/newList': (body: unknown) =>
      (body as { status?: number } | undefined)?.status === 3
        ? sceneListAnswer(
            sceneFixtures.filter((scene) => scene.status === 3),
            2,
          )
        : (body as { hasCollaborator?: boolean } | undefined)?.hasCollaborator
          ? sceneListAnswer(sceneFixtures.slice(0, 1), 1)
          : sceneListAnswer(sceneFixtures),
    '/user/camera/expiryImpact': expiryImpactFixtures,
    '/user/scene/cooperation/sceneResourceList': { include: resourceFixtures, exclude: [] },
    '/user/scene/search': sceneListAnswer(sceneFixtures.slice(0, 1), 1),
    '/user/scene/cooperation/cooperationSceneListNew': sceneListAnswer(sceneFixtures.slice(0, 3), 3),
    '/device/scene/list': sceneListAnswer(sceneFixtures.slice(0, 6), 6),
    '/user/folder/findListTree': folderFixtures,
    '/user/camera/getAll': cameraFixtures,
    '/user/scene/cooperation/findSceneResource': resourceFixtures,
    ...overrides,
  };
}

/** The screen at `url` over the fake API, with a session holding `storage`. */
function at(url: string, answers: FakeApi = api(), storage?: Record<string, string>) {
  return { decorators: accountScreen({ url, api: answers, ...(storage ? { storage } : {}) }) };
}

export default {
  title: 'Pages/Account/Scenes',
  component: SceneScreen,
  ...accountStories,
} satisfies Meta<typeof SceneScreen>;

type Story = StoryObj<typeof SceneScreen>;

const en = (g: Record<string, unknown>) => storyLocale(g) === 'en';

/**
 * The screen as it arrives: its frame (the route's chunk), then its parts (the list, the folder tree, the forecast,
 * app/screenPart.tsx), which load on their own; each play waits for both before it looks inside them.
 */
/** The screen with its parts and, unless a story holds an answer back, the answers it asked for. */
async function screenShown(canvasElement: HTMLElement, { answers = true } = {}): Promise<void> {
  await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await partsArrived(canvasElement);
  if (answers) await answersArrived();
}

async function openMenuOf(canvasElement: HTMLElement, sceneName: string, globals: Record<string, unknown>) {
  const view = within(canvasElement);
  const label = en(globals) ? `More actions for ${sceneName}` : `${sceneName}的更多操作`;
  await userEvent.click(await view.findByRole('button', { name: label }));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
}

/** The Latin words inside `element` that the layout broke across lines ("Museu" / "ms"). */
function brokenWords(element: Element): string[] {
  const broken: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/[A-Za-z][A-Za-z:'-]+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}

/** The list and the folder panel fit the account area: nothing cut off at the side, no word broken. */
async function fitsTheArea(canvasElement: HTMLElement) {
  const view = within(canvasElement);
  const list = await view.findByRole('grid');
  const frame = list.parentElement;
  if (!frame) throw new Error('the list has no frame');
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  const right = frame.getBoundingClientRect().right;
  for (const more of within(list).getAllByRole('button', { name: /More actions for|的更多操作/ }))
    await expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  await expect(brokenWords(list)).toEqual([]);
  await expect(brokenWords(view.getByRole('treegrid'))).toEqual([]);
}

/** My scenes in the list: every status, two archived (with the notice), the folders beside, the capacity meter. */
export const MyScenes: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    // In the list: the archiving forecast beside it names the same scene once its own answer has come.
    const list = await view.findByRole('grid');
    await expect(await within(list).findByText('West Lake museum gallery')).toBeInTheDocument();
    await expect(view.getByRole('meter')).toBeInTheDocument();
    await expect(view.getByRole('tab', { selected: true })).toHaveTextContent(en(globals) ? 'My scenes' : '我的场景');
    await fitsTheArea(canvasElement);
  },
};

/** At 1280 px, the narrowest width the account area is designed for. */
export const MyScenesAt1280: Story = { ...MyScenes, ...at1280 };

/** The cover view, chosen in the address. */
export const CoverView: Story = {
  ...at('/manage/scene?view=cover'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    // In the cards: the archiving forecast beside them names the same scene.
    await expect(
      await within(await view.findByRole('grid')).findByText('West Lake museum gallery'),
    ).toBeInTheDocument();
    await expect(view.getByRole('radio', { name: en(globals) ? 'Cover view' : '封面视图' })).toBeChecked();
    await fitsTheArea(canvasElement);
  },
};

/** At 1280 px, the narrowest width the account area is designed for. */
export const CoverViewAt1280: Story = { ...CoverView, ...at1280 };

/** No scenes yet. */
export const Empty: Story = {
  ...at('/manage/scene', api({ '/user/scene/newList': sceneListAnswer([], 0), '/user/folder/findListTree': [] })),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    await expect(
      await within(canvasElement).findByText(en(globals) ? 'No scenes yet' : '还没有场景'),
    ).toBeInTheDocument();
  },
};

/** Thirty folders, some with sub-folders. */
export const ManyFolders: Story = {
  ...at('/manage/scene', api({ '/user/folder/findListTree': manyFolderFixtures })),
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    await expect(await within(canvasElement).findByText('Project 30')).toBeInTheDocument();
    await partsArrived(canvasElement);
  },
};

/** A camera (device) login: its own scenes, no tabs, folders, capacity or collaborators. */
export const DeviceLogin: Story = {
  ...at('/manage/scene', api(), { token: 'camera', deviceLogin: 'true' }),
  play: async ({ canvasElement }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    await expect(await view.findByText('West Lake museum gallery')).toBeInTheDocument();
    await expect(view.queryByRole('tab')).toBeNull();
    await expect(view.queryByRole('treegrid')).toBeNull();
    await expect(view.queryByRole('meter')).toBeNull();
  },
};

/** An archived scene's menu: Delete is unavailable and says why (5008). */
export const ArchivedSceneMenu: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const menu = await openMenuOf(canvasElement, 'Riverside loft 12', globals);
    const remove = within(menu).getByRole('menuitem', { name: en(globals) ? /Delete/ : /删除/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Rename: the scene's name in the dialog. */
export const RenameDialog: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const menu = await openMenuOf(canvasElement, 'West Lake museum gallery', globals);
    await userEvent.click(within(menu).getByRole('menuitem', { name: en(globals) ? 'Rename' : '重命名' }));
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox')).toHaveValue('West Lake museum gallery');
  },
};

/** Delete: the irreversible confirmation. */
export const DeleteConfirmation: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const menu = await openMenuOf(canvasElement, 'West Lake museum gallery', globals);
    await userEvent.click(within(menu).getByRole('menuitem', { name: en(globals) ? 'Delete' : '删除' }));
    const dialog = await openedDialog(canvasElement, undefined, 'alertdialog');
    await expect(dialog).toHaveTextContent(en(globals) ? /cannot be undone/ : /无法撤销/);
  },
};

/** What the delete-the-open-folder story's fake server was asked, in order. */
const openFolderCalls: string[] = [];

/**
 * Deleting the folder that is open (with its sub-folders): the screen goes to all scenes, and no list of a deleted
 * folder is asked for afterwards (the server would refuse it, 3003). No screenshot: the screen is MyScenes'.
 */
export const DeleteOpenFolder: Story = {
  ...at(
    '/manage/scene?folder=1',
    api({
      '/user/scene/newList': (body: unknown) => {
        const { folderId, status } = (body ?? {}) as { folderId?: number | null; status?: number };
        if (status !== 3) openFolderCalls.push(`list ${folderId === undefined ? 'all' : String(folderId)}`);
        return sceneListAnswer(sceneFixtures);
      },
      '/user/folder/delete': () => {
        openFolderCalls.push('delete');
        return null;
      },
    }),
  ),
  parameters: { screenshot: false },
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const name = '样板间';
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: en(globals) ? `Actions for ${name}` : `${name}的操作` }),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: en(globals) ? 'Delete' : '删除' }));
    const confirm = await openedDialog(canvasElement, undefined, 'alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: en(globals) ? 'Delete' : '删除' }));
    await waitFor(() => expect(openFolderCalls).toContain('delete'));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    const afterDelete = openFolderCalls.slice(openFolderCalls.lastIndexOf('delete') + 1);
    await expect(afterDelete.filter((call) => ['list 1', 'list 2', 'list 3'].includes(call))).toEqual([]);
    await expect(openFolderCalls).toContain('list all');
    // The confirm button went while pending: its "Loading" announcement went with it, so none names a missing id.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('[data-live-announcer] [role="img"]')].filter((image) =>
          (image.getAttribute('aria-labelledby') ?? '').split(' ').some((id) => id && !document.getElementById(id)),
        ),
      ).toEqual([]),
    );
  },
};

/** Invite a collaborator: the scene's permissions, four per row. */
export const InviteDialog: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const menu = await openMenuOf(canvasElement, 'West Lake museum gallery', globals);
    await userEvent.click(within(menu).getByRole('menuitem', { name: en(globals) ? 'Collaborate' : '协作' }));
    const dialog = await openedDialog(canvasElement);
    await expect(
      await within(dialog).findByRole('checkbox', { name: en(globals) ? 'Hotspots' : '热点管理' }),
    ).toBeInTheDocument();
  },
};

/** A new folder. */
export const NewFolderDialog: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: en(globals) ? 'New folder' : '新建文件夹' }),
    );
    await expect(await openedDialog(canvasElement)).toBeInTheDocument();
  },
};

/** While the first page loads: the list's still placeholders (no spinner), the heading and tabs already there. */
export const Loading: Story = {
  ...at('/manage/scene', api({ '/user/scene/newList': () => new Promise(() => undefined) })),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement, { answers: false });
    const view = within(canvasElement);
    await expect(await view.findByRole('tab', { name: en(globals) ? 'My scenes' : '我的场景' })).toBeInTheDocument();
    await partsArrived(canvasElement);
    await expect(view.queryByText('West Lake museum gallery')).toBeNull();
  },
};

/** The forecast beside the meter: two scenes archived now, four more when camera 10023's plan ends. */
export const ArchivingForecastShown: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    await expect(await view.findByText(en(globals) ? 'Next to be archived' : '接下来将被封存')).toBeInTheDocument();
    await expect(view.getByText(en(globals) ? '2 scenes are archived now' : '目前有 2 个场景已封存')).toBeVisible();
  },
};

/** My scenes that have a collaborator, chosen in the address. */
export const MineWithCollaborator: Story = {
  ...at('/manage/scene?tab=withCollaborator'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    await expect(view.getByRole('tab', { selected: true })).toHaveTextContent(
      en(globals) ? 'Mine with a collaborator' : '我发起协作的场景',
    );
    await expect(await view.findByText('wangfang')).toBeInTheDocument();
  },
};

/** Share: the link to the viewer, its QR code and the embed code, loaded when opened. */
export const ShareDialog: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const menu = await openMenuOf(canvasElement, 'West Lake museum gallery', globals);
    await userEvent.click(within(menu).getByRole('menuitem', { name: en(globals) ? 'Share' : '分享' }));
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: en(globals) ? 'Link' : '链接' })).toHaveValue(
      `${import.meta.env['VITE_SITE_URL'] as string}/show/t-baBcD1`,
    );
    await expect(await within(dialog).findByRole('img')).toBeInTheDocument();
  },
};

/** Two scenes ticked, one collaborator for both: the 750 px dialog names them. */
export const InviteSeveralDialog: Story = {
  ...at('/manage/scene'),
  play: async ({ canvasElement, globals }) => {
    await screenShown(canvasElement);
    const view = within(canvasElement);
    await within(await view.findByRole('grid')).findByText('West Lake museum gallery');
    const rows = view.getAllByRole('row');
    const tick = (name: string) => {
      const row = rows.find((candidate) => candidate.textContent?.includes(name));
      const box = row ? within(row).getByRole('checkbox') : null;
      if (!box) throw new Error(`no row ${name}`);
      return userEvent.click(box);
    };
    await tick('West Lake museum gallery');
    await tick('City planning exhibition hall');
    await userEvent.click(view.getByRole('button', { name: en(globals) ? 'Invite a collaborator' : '邀请协作者' }));
    const dialog = await openedDialog(canvasElement);
    await expect(dialog).toHaveTextContent(en(globals) ? /2 scenes: / : /2 个场景：/);
  },
};

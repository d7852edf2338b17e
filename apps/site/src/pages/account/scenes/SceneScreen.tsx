import { useLingui } from '@lingui/react/macro';
import {
  useAllCameras,
  useCooperationScenes,
  useDeleteFolder,
  useDeleteScenes,
  useDeviceScenes,
  useFolderTree,
  useMoveScenes,
  useRenameScene,
  useSaveFolder,
  useScenes,
  useSearchCooperationScenes,
  useSearchScenes,
  useUpdateFolder,
} from '@kankan/api';
import { KEYWORD_TYPE, SCENE_STATUSES, type SceneAction } from '@kankan/domain';
import { clientMessage, formatCapacity, messageForCode } from '@kankan/i18n';
import {
  Box,
  Button,
  Columns,
  Heading,
  InlineAlert,
  LayoutColumn,
  Meter,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  type FolderTreeProps,
  type SceneFolder,
  type SceneListItem,
  type SceneListProps,
  type SceneSearchBarProps,
} from '@kankan/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PartPending, screenPart } from '../../../app/screenPart.tsx';
import { useSession, useSite } from '../../../app/SiteContext.tsx';
import { codeOf } from '../accountErrors.ts';
import type { DownloadableScene } from '../downloads/SceneDownloadRequest.tsx';
import type { InviteOutcome } from './InviteToScenes.tsx';
import {
  readSceneQuery,
  SCENE_PAGE_SIZE,
  sceneListRequest,
  sceneSearchParams,
  type SceneQuery,
  type SceneTab,
} from './sceneQuery.ts';

/** The search bar, the list and the folder tree come in a chunk of their own, fetched with the screen. */
const parts = () => import('./SceneParts.part.tsx');
const listPart = screenPart<SceneListProps>(
  () => parts().then((module) => ({ default: module.SceneList })),
  <Skeleton variant="text" lines={8} />,
);
const searchBarPart = screenPart<SceneSearchBarProps>(
  () => parts().then((module) => ({ default: module.SceneSearchBar })),
  <Skeleton variant="text" lines={2} />,
);
const folderTreePart = screenPart<FolderTreeProps>(
  () => parts().then((module) => ({ default: module.FolderTree })),
  <Skeleton variant="text" lines={4} />,
);

/** The dialogs load when first opened: most visits only read the list. */
const ConfirmDialog = lazy(() => import('../../dialogParts.ts').then((module) => ({ default: module.ConfirmDialog })));
const RenameSceneDialog = lazy(() =>
  import('./SceneDialogs.tsx').then((module) => ({ default: module.RenameSceneDialog })),
);
const ScenePermissions = lazy(() =>
  import('./ScenePermissions.tsx').then((module) => ({ default: module.ScenePermissions })),
);
const MoveScenesDialog = lazy(() =>
  import('./SceneDialogs.tsx').then((module) => ({ default: module.MoveScenesDialog })),
);
const FolderNameDialog = lazy(() =>
  import('./SceneDialogs.tsx').then((module) => ({ default: module.FolderNameDialog })),
);
const SceneCollaboration = lazy(() =>
  import('./SceneCollaboration.tsx').then((module) => ({ default: module.SceneCollaboration })),
);

/** The download request (with the payment pop-up) loads when a scene's download is asked for, not with the list. */
const SceneDownloadRequest = lazy(() =>
  import('../downloads/SceneDownloadRequest.tsx').then((module) => ({ default: module.SceneDownloadRequest })),
);

/** The share dialog (with the QR code library) loads when a scene is shared. */
const SceneShare = lazy(() => import('./SceneShare.tsx').then((module) => ({ default: module.SceneShare })));

/** Inviting one collaborator to several scenes loads when asked for. */
const InviteToScenes = lazy(() =>
  import('./InviteToScenes.tsx').then((module) => ({ default: module.InviteToScenes })),
);

/** The archiving forecast, beside the capacity meter: a part too, its data asked for with the list's. */
const forecastPart = screenPart<object>(
  () => import('./SceneArchivingForecast.part.tsx').then((module) => ({ default: module.SceneArchivingForecast })),
  null,
);

/**
 * What each kind of login may do with a scene. The editor is a separate application: a collaborator's Edit shows the
 * functions granted to them there (ScenePermissions).
 */
const OWNER_ACTIONS: readonly SceneAction[] = ['view', 'share', 'download', 'rename', 'move', 'collaborate', 'delete'];
const SHARED_ACTIONS: readonly SceneAction[] = ['view', 'edit', 'share'];
/** A camera (device) login may rename and delete its scenes, nothing else (spec 6). */
const DEVICE_ACTIONS: readonly SceneAction[] = ['rename', 'delete'];

/** A failed call's message in the user's language. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : messageForCode(3002);
}

type ListAnswer = {
  /** The API gives the status as its code (0 normal, 1 calculating, 2 failed, 3 archived). */
  list: readonly (Omit<SceneListItem, 'status'> & { status: number })[];
  total: number;
  listTotal: number;
  sceneNum: number;
};

/** A scene of a list answer as the scene list pattern takes it. */
export function toSceneListItem(scene: ListAnswer['list'][number]): SceneListItem {
  return { ...scene, status: SCENE_STATUSES[scene.status] ?? 'normal' };
}

/** The scene list of one tab with the current query: the plain list, or the keyword search (sceneListRequest). */
function useSceneListData(query: SceneQuery, deviceLogin: boolean) {
  const request = sceneListRequest(query, deviceLogin);
  // Each hook is called on every render; only the one of the request asks (the others hold a body they never send).
  const idle = { pageNum: 1, pageSize: SCENE_PAGE_SIZE };
  const idleSearch = { searchKey: '-', keywordType: KEYWORD_TYPE.sceneName, ...idle };
  const own = useScenes(request.path === '/user/scene/newList' ? request.body : idle, {
    enabled: request.path === '/user/scene/newList',
  });
  const ownSearch = useSearchScenes(request.path === '/user/scene/search' ? request.body : idleSearch, {
    enabled: request.path === '/user/scene/search',
  });
  const shared = useCooperationScenes(
    request.path === '/user/scene/cooperation/cooperationSceneListNew' ? request.body : idle,
    { enabled: request.path === '/user/scene/cooperation/cooperationSceneListNew' },
  );
  const sharedSearch = useSearchCooperationScenes(
    request.path === '/user/scene/cooperation/search' ? request.body : idleSearch,
    { enabled: request.path === '/user/scene/cooperation/search' },
  );
  const device = useDeviceScenes(request.path === '/device/scene/list' ? request.body : idle, {
    enabled: request.path === '/device/scene/list',
  });
  const active = {
    '/user/scene/newList': own,
    '/user/scene/search': ownSearch,
    '/user/scene/cooperation/cooperationSceneListNew': shared,
    '/user/scene/cooperation/search': sharedSearch,
    '/device/scene/list': device,
  }[request.path];
  return { data: active.data as ListAnswer | undefined, isPending: active.isPending, error: active.error };
}

/** The account's cloud capacity over all its cameras. */
function CapacityMeter() {
  const { t } = useLingui();
  const cameras = useAllCameras();
  if (!cameras.data) return null;
  const used = cameras.data.reduce((sum, camera) => sum + camera.usedSpace, 0);
  const total = cameras.data.reduce((sum, camera) => sum + camera.totalSpace, 0);
  const usedText = formatCapacity(used);
  const totalText = formatCapacity(total);
  return (
    <Meter
      label={t`Cloud capacity`}
      value={used}
      maxValue={Math.max(total, 1)}
      valueLabel={t`${usedText} of ${totalText} used`}
    />
  );
}

/** Which scenes a collaborator could not be invited to, each with its refusal's message (3022, 3026, 5015…). */
function InviteRefusals({ outcome }: { outcome: InviteOutcome }) {
  const { t } = useLingui();
  const invited = outcome.invited.length;
  const all = invited + outcome.refused.length;
  return (
    <InlineAlert
      tone="caution"
      title={invited > 0 ? t`Invited to ${invited} of ${all} scenes` : t`The collaborator was not invited`}
      isLive
    >
      <ul>
        {outcome.refused.map(({ name, code }) => {
          const reason = messageForCode(code);
          return <li key={name}>{t`${name}: ${reason}`}</li>;
        })}
      </ul>
    </InlineAlert>
  );
}

interface FolderDialogState {
  mode: 'create' | 'rename';
  parentId: number | null;
  folder: SceneFolder | null;
}

/** The names of the folders beside the one being created or renamed (itself left out). */
/** The ids of a folder and of every folder under it (a delete removes them all). */
function folderIds(folder: SceneFolder): number[] {
  return [Number(folder.id), ...(folder.children ?? []).flatMap(folderIds)];
}

function siblingNames(tree: readonly SceneFolder[], dialog: FolderDialogState): string[] {
  const find = (folders: readonly SceneFolder[], parent: SceneFolder | null): readonly SceneFolder[] | null => {
    for (const folder of folders) {
      if (dialog.mode === 'create' && Number(folder.id) === dialog.parentId) return folder.children ?? [];
      if (dialog.mode === 'rename' && folder.id === dialog.folder?.id) return parent?.children ?? tree;
      const inner = find(folder.children ?? [], folder);
      if (inner) return inner;
    }
    return null;
  };
  const siblings = dialog.mode === 'create' && dialog.parentId === null ? tree : (find(tree, null) ?? []);
  return siblings.filter((folder) => folder.id !== dialog.folder?.id).map((folder) => folder.name);
}

/**
 * Scene management (/manage/scene): my scenes, scenes shared with me, and my scenes that have a collaborator, in a
 * list or as covers, beside the folder tree; a camera (device) login sees only its own scenes and may rename and
 * delete them. Tab, folder, view, page and search live in the query string.
 */
export default function SceneScreen() {
  const { t } = useLingui();
  const { deviceLogin } = useSession();
  const { notify } = useSite();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readSceneQuery(searchParams);
  const [searchText, setSearchText] = useState(query.q);
  // What to search in, as chosen: kept here as well as in the address, so that a choice made while the screen was
  // still starting up is not lost to a navigation that started before it (the address follows back and forward).
  const [keywordType, setKeywordType] = useState(query.keywordType);
  const [addressKeywordType, setAddressKeywordType] = useState(query.keywordType);
  if (addressKeywordType !== query.keywordType) {
    setAddressKeywordType(query.keywordType);
    setKeywordType(query.keywordType);
  }
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [renaming, setRenaming] = useState<SceneListItem | null>(null);
  const [deleting, setDeleting] = useState<{ sceneNums: string[]; names: string[] } | null>(null);
  const [refusal, setRefusal] = useState<{ names: string[]; message: string } | null>(null);
  const [moving, setMoving] = useState<string[] | null>(null);
  const [folderDialog, setFolderDialog] = useState<FolderDialogState | null>(null);
  const [folderDeleting, setFolderDeleting] = useState<SceneFolder | null>(null);
  const [inviting, setInviting] = useState<SceneListItem | null>(null);
  const [downloading, setDownloading] = useState<DownloadableScene | null>(null);
  const [sharing, setSharing] = useState<SceneListItem | null>(null);
  const [permissions, setPermissions] = useState<SceneListItem | null>(null);
  const [invitingSeveral, setInvitingSeveral] = useState<SceneListItem[] | null>(null);
  const [inviteReport, setInviteReport] = useState<InviteOutcome | null>(null);

  // After a move the dialog and the bar of the selection it moved are gone: focus goes to the scene list (its grid,
  // which focuses its first row), after react-aria's own restoring of focus to a trigger no longer there.
  const listRef = useRef<HTMLDivElement>(null);
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (moves === 0) return undefined;
    const frame = requestAnimationFrame(() => {
      const root = listRef.current;
      // The list itself before the search box above it; the box when the list is empty.
      const target = ['[role="grid"]', '[role="treegrid"]', 'input']
        .map((selector) => root?.querySelector<HTMLElement>(selector))
        .find((element) => element);
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [moves]);

  const list = useSceneListData(query, deviceLogin);
  listPart.usePrefetch();
  searchBarPart.usePrefetch();
  folderTreePart.usePrefetch();
  forecastPart.usePrefetch();
  const folders = useFolderTree(0, { enabled: !deviceLogin });
  const rename = useRenameScene();
  const remove = useDeleteScenes();
  const move = useMoveScenes();
  const saveFolder = useSaveFolder();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();

  const go = (next: Partial<SceneQuery>) => {
    setSelected(new Set());
    setRefusal(null);
    setInviteReport(null);
    setSearchParams(sceneSearchParams({ ...query, ...next }), { preventScrollReset: true });
  };

  const scenes: SceneListItem[] = list.data?.list.map(toSceneListItem) ?? [];
  const flavour = query.tab === 'shared' && !deviceLogin ? 'cooperation' : 'own';
  const actions = deviceLogin ? DEVICE_ACTIONS : flavour === 'cooperation' ? SHARED_ACTIONS : OWNER_ACTIONS;
  const folderTree = (folders.data ?? []) as SceneFolder[];

  const onSceneAction = (action: SceneAction, scene: SceneListItem) => {
    setRefusal(null);
    if (action === 'view') void navigate(`/show/${encodeURIComponent(scene.sceneNum)}`);
    else if (action === 'rename') {
      rename.reset();
      setRenaming(scene);
    } else if (action === 'delete') setDeleting({ sceneNums: [scene.sceneNum], names: [scene.name] });
    else if (action === 'collaborate') setInviting(scene);
    else if (action === 'download') setDownloading(scene);
    else if (action === 'share') setSharing(scene);
    // A collaborator's Edit shows the functions the owner granted and what each allows.
    else if (action === 'edit') setPermissions(scene);
    else if (action === 'move') {
      move.reset();
      setMoving([scene.sceneNum]);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ body: { sceneNums: deleting.sceneNums } });
      setSelected(new Set());
      notify({ tone: 'positive', title: clientMessage('deleted') });
    } catch (error) {
      // Shown beside the list, naming the scene, so that the reason (e.g. 5008 archived) stays readable.
      setRefusal({ names: deleting.names, message: messageOf(error) });
    }
    setDeleting(null);
  };

  const listBody = (
    <div ref={listRef}>
      <Stack space="large">
        {refusal ? (
          <InlineAlert tone="critical" title={t`Not deleted: ${refusal.names.join(', ')}`} isLive>
            {refusal.message}
          </InlineAlert>
        ) : null}
        {inviteReport && inviteReport.refused.length > 0 ? <InviteRefusals outcome={inviteReport} /> : null}
        {list.error ? (
          <InlineAlert tone="critical" title={t`The scenes could not be loaded`}>
            {messageOf(list.error)}
          </InlineAlert>
        ) : null}
        <searchBarPart.Part
          searchKey={searchText}
          onSearchKeyChange={setSearchText}
          keywordType={keywordType}
          onKeywordTypeChange={(next) => {
            setKeywordType(next);
            if (query.q) go({ keywordType: next, page: 1 });
            else setSearchParams(sceneSearchParams({ ...query, keywordType: next }), { preventScrollReset: true });
          }}
          onSearch={({ searchKey, keywordType }) => go({ q: searchKey, keywordType, page: 1 })}
          view={query.view}
          onViewChange={(view) => go({ view })}
          sceneNum={list.data?.sceneNum ?? null}
          total={list.data?.total ?? null}
          {...(query.q && list.data ? { listTotal: list.data.listTotal } : {})}
          hideSceneNum={flavour === 'cooperation'}
        />
        <listPart.Part
          scenes={scenes}
          view={query.view}
          flavour={flavour}
          actions={actions}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          onSceneAction={onSceneAction}
          {...(flavour === 'own' && !deviceLogin
            ? {
                onMoveSelected: (sceneNums: string[]) => {
                  move.reset();
                  setMoving(sceneNums);
                },
              }
            : {})}
          {...(flavour === 'own' && !deviceLogin
            ? {
                onCollaborateSelected: (sceneNums: string[]) => {
                  setInviteReport(null);
                  setInvitingSeveral(scenes.filter((scene) => sceneNums.includes(scene.sceneNum)));
                },
              }
            : {})}
          {...(flavour === 'own'
            ? {
                onDeleteSelected: (sceneNums: string[]) =>
                  setDeleting({
                    sceneNums,
                    names: scenes.filter((scene) => sceneNums.includes(scene.sceneNum)).map((scene) => scene.name),
                  }),
              }
            : {})}
          total={list.data?.listTotal ?? 0}
          page={query.page}
          pageSize={SCENE_PAGE_SIZE}
          onPageChange={(page) => go({ page })}
          isLoading={list.isPending}
          {...(query.q ? { searchKey: query.q } : {})}
        />
      </Stack>
    </div>
  );

  const folderColumn = (
    <Stack space="medium">
      <Heading level={2} visualLevel={4}>
        {t`Folders`}
      </Heading>
      <Stack space="small">
        <Button
          size="small"
          align="start"
          variant={query.folder === 'all' ? 'solid' : 'ghost'}
          tone="neutral"
          aria-current={query.folder === 'all' ? 'page' : undefined}
          onPress={() => go({ folder: 'all', page: 1 })}
        >
          {t`All scenes`}
        </Button>
        <Button
          size="small"
          align="start"
          variant={query.folder === 'top' ? 'solid' : 'ghost'}
          tone="neutral"
          aria-current={query.folder === 'top' ? 'page' : undefined}
          onPress={() => go({ folder: 'top', page: 1 })}
        >
          {t`Not in a folder`}
        </Button>
      </Stack>
      <folderTreePart.Part
        folders={folderTree}
        activeKey={typeof query.folder === 'number' ? query.folder : null}
        onActiveChange={(key) => go({ folder: Number(key), page: 1, q: '' })}
        onCreateFolder={(parentId) => {
          saveFolder.reset();
          setFolderDialog({ mode: 'create', parentId: parentId === null ? null : Number(parentId), folder: null });
        }}
        onRenameFolder={(folder) => {
          updateFolder.reset();
          setFolderDialog({ mode: 'rename', parentId: null, folder });
        }}
        onDeleteFolder={(folder) => {
          deleteFolder.reset();
          setFolderDeleting(folder);
        }}
      />
    </Stack>
  );

  const heading = deviceLogin ? t`My camera's scenes` : t`Scene management`;

  return (
    <Box background="surface" borderRadius="large" padding="xxlarge">
      <Stack space="xlarge">
        <Stack space="medium">
          <Heading level={1} visualLevel={2}>
            {heading}
          </Heading>
          {deviceLogin ? (
            <Text tone="muted" as="p">
              {t`You are logged in with a camera: you can rename and delete the scenes it shot.`}
            </Text>
          ) : (
            // Above the archiving notices, not beside them, so no empty block stands under the meter.
            <Stack space="large">
              <Columns space="xlarge">
                <LayoutColumn width="1/3">
                  <CapacityMeter />
                </LayoutColumn>
              </Columns>
              <forecastPart.Part />
            </Stack>
          )}
        </Stack>
        {deviceLogin ? (
          listBody
        ) : (
          <Tabs
            selectedKey={query.tab}
            onSelectionChange={(key) => {
              // Only a change of tab starts afresh: the tab reporting the one already open must not clear the search.
              if (key === query.tab) return;
              setSearchText('');
              go({ tab: String(key) as SceneTab, page: 1, q: '', folder: 'all' });
            }}
          >
            <TabList aria-label={t`Scene lists`}>
              <Tab id="mine">{t`My scenes`}</Tab>
              <Tab id="shared">{t`Shared with me`}</Tab>
              <Tab id="withCollaborator">{t`Mine with a collaborator`}</Tab>
            </TabList>
            <TabPanel id={query.tab}>
              {query.tab === 'mine' ? (
                <Columns space="xlarge">
                  <LayoutColumn width="1/4">{folderColumn}</LayoutColumn>
                  <LayoutColumn>{listBody}</LayoutColumn>
                </Columns>
              ) : (
                listBody
              )}
            </TabPanel>
          </Tabs>
        )}
      </Stack>

      {renaming ? (
        <Suspense fallback={<PartPending />}>
          <RenameSceneDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setRenaming(null);
            }}
            currentName={renaming.name}
            isPending={rename.isPending}
            errorCode={codeOf(rename.error)}
            onSubmit={(name) => {
              rename.mutate(
                { body: { sceneNum: renaming.sceneNum, name } },
                {
                  onSuccess: () => {
                    setRenaming(null);
                    notify({ tone: 'positive', title: t`Scene renamed.` });
                  },
                },
              );
            }}
          />
        </Suspense>
      ) : null}

      {downloading ? (
        <Suspense fallback={<PartPending />}>
          <SceneDownloadRequest
            scene={downloading}
            isOpen
            onOpenChange={(open) => {
              if (!open) setDownloading(null);
            }}
          />
        </Suspense>
      ) : null}

      {deleting ? (
        <Suspense fallback={<PartPending />}>
          <ConfirmDialog
            isOpen={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            isDestructive
            title={
              deleting && deleting.sceneNums.length > 1
                ? t`Delete ${deleting.sceneNums.length} scenes?`
                : t`Delete “${deleting?.names[0] ?? ''}”?`
            }
            confirmLabel={t`Delete`}
            onConfirm={confirmDelete}
            isPending={remove.isPending}
          >
            {t`Deleting cannot be undone: the scene data is removed for good and cannot be restored.`}
          </ConfirmDialog>
        </Suspense>
      ) : null}

      {inviting ? (
        <Suspense fallback={<PartPending />}>
          <SceneCollaboration scene={inviting} onClose={() => setInviting(null)} />
        </Suspense>
      ) : null}

      {sharing ? (
        <Suspense fallback={<PartPending />}>
          <SceneShare scene={sharing} onClose={() => setSharing(null)} />
        </Suspense>
      ) : null}

      {permissions ? (
        <Suspense fallback={<PartPending />}>
          <ScenePermissions scene={permissions} onClose={() => setPermissions(null)} />
        </Suspense>
      ) : null}

      {invitingSeveral ? (
        <Suspense fallback={<PartPending />}>
          <InviteToScenes
            scenes={invitingSeveral}
            onClose={(outcome) => {
              setInvitingSeveral(null);
              if (outcome) {
                setSelected(new Set());
                setInviteReport(outcome);
              }
            }}
          />
        </Suspense>
      ) : null}

      {moving ? (
        <Suspense fallback={<PartPending />}>
          <MoveScenesDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setMoving(null);
            }}
            count={moving.length}
            folders={folderTree}
            isPending={move.isPending}
            errorCode={codeOf(move.error)}
            onSubmit={(folderId) =>
              move.mutate(
                { body: { sceneNums: moving, folderId } },
                {
                  onSuccess: () => {
                    setMoving(null);
                    setSelected(new Set());
                    setMoves((n) => n + 1);
                    notify({ tone: 'positive', title: t`Scenes moved.` });
                  },
                },
              )
            }
          />
        </Suspense>
      ) : null}

      {folderDialog ? (
        <Suspense fallback={<PartPending />}>
          <FolderNameDialog
            isOpen
            onOpenChange={(open) => {
              if (!open) setFolderDialog(null);
            }}
            mode={folderDialog.mode}
            defaultName={folderDialog.folder?.name ?? ''}
            takenNames={siblingNames(folderTree, folderDialog)}
            isPending={saveFolder.isPending || updateFolder.isPending}
            serverError={(() => {
              const code = codeOf(folderDialog.mode === 'create' ? saveFolder.error : updateFolder.error);
              return code === null ? null : { code };
            })()}
            onSubmit={(name) => {
              const done = { onSuccess: () => setFolderDialog(null) };
              if (folderDialog.mode === 'create') {
                saveFolder.mutate({ body: { name, type: 0, parentId: folderDialog.parentId } }, done);
              } else if (folderDialog.folder) {
                updateFolder.mutate({ body: { id: Number(folderDialog.folder.id), name } }, done);
              }
            }}
          />
        </Suspense>
      ) : null}

      {folderDeleting ? (
        <Suspense fallback={<PartPending />}>
          <ConfirmDialog
            isOpen={folderDeleting !== null}
            onOpenChange={(open) => {
              if (!open) setFolderDeleting(null);
            }}
            isDestructive
            title={t`Delete folder “${folderDeleting?.name ?? ''}”?`}
            confirmLabel={t`Delete`}
            isPending={deleteFolder.isPending}
            onConfirm={async () => {
              if (!folderDeleting) return;
              const id = Number(folderDeleting.id);
              // Leave a folder that is going first: the delete refreshes the list on screen, and a list of a deleted
              // folder is refused (3003) although the delete worked.
              if (typeof query.folder === 'number' && folderIds(folderDeleting).includes(query.folder)) {
                go({ folder: 'all', page: 1 });
              }
              await deleteFolder.mutateAsync({ body: { id } });
            }}
          >
            {t`The folder and its sub-folders are removed; the scenes in them stay and move to the top level.`}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Box>
  );
}

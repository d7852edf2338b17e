import type { SceneAction, SceneListFlavour, SceneStatus, SceneTypeId } from '@kankan/domain';
import type { SceneSelection } from './useSceneSelection.ts';

/** A scene as the scene list returns it (spec 3 "Scene"); `createTime` is an RFC 3339 date-time. */
export interface SceneListItem {
  /** The scene code; the row's key. */
  sceneNum: string;
  name: string;
  /** Serial number of the camera that shot it. */
  sn: string;
  type: SceneTypeId;
  viewCount: number;
  createTime: string;
  /** My scenes: the collaborator, if any. Collaborative scenes: the owner. */
  cooperationUser: string | null;
  status: SceneStatus;
  /** The cover image address; a neutral drawing stands in without one. */
  cover?: string | null;
}

/** What the table and the cover grid both take. */
export interface SceneCollectionProps {
  scenes: readonly SceneListItem[];
  /** Names the table or grid, e.g. "My scenes". */
  'aria-label': string;
  /** `own` (my scenes) or `cooperation` (scenes shared with me: the owner is shown). Default `own`. */
  flavour?: SceneListFlavour;
  /** The actions offered on each scene (default all); actions not offered are not shown at all. */
  actions?: readonly SceneAction[];
  /** A row or card action; only called for actions the scene's state allows (spec 4). */
  onSceneAction?: (action: SceneAction, scene: SceneListItem) => void;
  /** The ticked scenes, shared with the bulk-actions bar; without it nothing can be ticked. */
  selection?: SceneSelection;
  isLoading?: boolean;
  /** The search that gave an empty result, for the empty message. */
  searchKey?: string;
  /** IANA time zone of the dates; the browser's own by default. */
  timeZone?: string;
}

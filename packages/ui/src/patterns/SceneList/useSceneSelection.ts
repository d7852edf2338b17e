import { selectableScenes, type SceneListFlavour, type SceneStatus } from '@kankan/domain';
import type { Selection } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';

export interface SceneSelectionOptions {
  /** The scenes on the page, keyed by scene code. */
  scenes: readonly { sceneNum: string; status: SceneStatus }[];
  /** Only my own scenes can be ticked; nothing in the collaborative list. Default `own`. */
  flavour?: SceneListFlavour;
  /** Nothing can be ticked for now, e.g. while the page loads. */
  isDisabled?: boolean;
  /** Ticked scene codes (controlled). Codes of scenes that cannot be ticked are ignored. */
  selectedKeys?: Iterable<string>;
  defaultSelectedKeys?: Iterable<string>;
  /** Called with the ticked codes, only ever those of scenes that can be ticked. */
  onSelectionChange?: (keys: Set<string>) => void;
}

/** How much of the page is ticked: for a "select all" checkbox. */
export type SceneSelectionAmount = 'none' | 'some' | 'all';

/** The selection state that the table, the cover grid and the bulk-actions bar share. */
export interface SceneSelection {
  /** Whether anything can be ticked at all: my own list, not disabled. */
  isEnabled: boolean;
  /** The ticked codes that are selectable on this page, in the order they were ticked. */
  selectedKeys: Set<string>;
  /** The codes on the page that can be ticked (normal scenes of my own list), in page order. */
  selectableKeys: readonly string[];
  /** The codes on the page that cannot be ticked: calculating, failed and archived scenes. */
  disabledKeys: readonly string[];
  /** The page has no scenes. */
  isPageEmpty: boolean;
  amount: SceneSelectionAmount;
  /** Ticks exactly `keys`, less any scene that cannot be ticked. */
  setSelectedKeys: (keys: Iterable<string>) => void;
  /** Ticks every selectable scene on the page. */
  selectAll: () => void;
  clear: () => void;
  /** For a collection's `onSelectionChange`: "all" means the selectable scenes of the page. */
  onCollectionSelectionChange: (keys: Selection) => void;
}

/**
 * The ticked scenes of one page of the scene list, controlled or not. Calculating, failed and archived scenes and
 * every collaborative scene cannot be ticked (spec 4): a selection given from outside is read without them, and no
 * change ever reports them. "Select all" ticks only the scenes that can be ticked.
 */
export function useSceneSelection({
  scenes,
  flavour = 'own',
  isDisabled = false,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
}: SceneSelectionOptions): SceneSelection {
  const [keys, setKeys] = useControlledState<Iterable<string>, Set<string>>(
    selectedKeys,
    new Set(defaultSelectedKeys),
    onSelectionChange,
  );
  const selectableKeys = selectableScenes(scenes, flavour).map((scene) => scene.sceneNum);
  const selectable = new Set(selectableKeys);
  const selected = new Set([...keys].filter((key) => selectable.has(key)));
  const count = selected.size;

  const setSelectedKeys = (next: Iterable<string>) => {
    setKeys(new Set([...next].filter((key) => selectable.has(key))));
  };

  return {
    isEnabled: flavour === 'own' && !isDisabled,
    selectedKeys: selected,
    selectableKeys,
    disabledKeys: scenes.filter((scene) => !selectable.has(scene.sceneNum)).map((scene) => scene.sceneNum),
    isPageEmpty: scenes.length === 0,
    amount: count === 0 ? 'none' : count === selectableKeys.length ? 'all' : 'some',
    setSelectedKeys,
    selectAll: () => setSelectedKeys(selectableKeys),
    clear: () => setSelectedKeys([]),
    onCollectionSelectionChange: (next) => setSelectedKeys(next === 'all' ? selectableKeys : [...next].map(String)),
  };
}

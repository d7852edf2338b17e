export { Tree, type TreeNode, type TreeProps } from './Tree.tsx';
export {
  applySelection,
  checkStates,
  checkedKeysOf,
  setChecked,
  type CheckState,
  type CheckableNode,
  type TreeKey,
} from './treeCheck.ts';

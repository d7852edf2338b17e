export { RegionPicker, type RegionPickerProps } from './RegionPicker.tsx';
export {
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  loadChinaRegions,
  regionFromPath,
  type RegionNode,
  type RegionPart,
  type RegionValue,
} from './regions.ts';

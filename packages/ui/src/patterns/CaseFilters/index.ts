export {
  CASE_CAMERA_FILTERS,
  CaseFilters,
  type CaseCameraFilter,
  type CaseFilterValue,
  type CaseFiltersProps,
} from './CaseFilters.tsx';

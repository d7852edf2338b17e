export { CaseFilters, type CaseFiltersProps } from './CaseFilters.tsx';
export { CASE_CAMERA_FILTERS, type CaseCameraFilter, type CaseFilterValue } from './caseFilterValue.ts';

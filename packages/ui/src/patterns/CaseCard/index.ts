export { CaseCard, type CaseCardProps } from './CaseCard.tsx';
export { CaseCover, type CaseCoverProps } from './CaseCover.tsx';
export { CaseGrid, type CaseGridProps } from './CaseGrid.tsx';
export {
  CASE_INDUSTRIES,
  cameraNameOf,
  industryNameOf,
  useCaseVocabulary,
  type CaseIndustry,
} from './useCaseVocabulary.ts';

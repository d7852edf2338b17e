import { useLingui } from '@lingui/react/macro';
import { CAMERA_TYPE, INDUSTRY, type CameraTypeId, type IndustryCode, type IndustryName } from '@kankan/domain';

/** The industries in the order the case tabs show them (spec 2.1), "all" first. */
export const CASE_INDUSTRIES = ['all', 'realEstate', 'museum', 'eCommerce', 'home', 'catering', 'other'] as const;
export type CaseIndustry = (typeof CASE_INDUSTRIES)[number];

/** The industry name of a code (spec 9: other 0, museum 1, real estate 2, e-commerce 3, catering 4, home 5). */
export function industryNameOf(code: IndustryCode): IndustryName {
  const entry = (Object.entries(INDUSTRY) as [IndustryName, IndustryCode][]).find(([, value]) => value === code);
  return entry ? entry[0] : 'other';
}

/** The camera name of a camera type id (Pro 4, Minion 9, Lite 0). */
export function cameraNameOf(id: CameraTypeId): keyof typeof CAMERA_TYPE {
  const entry = (Object.entries(CAMERA_TYPE) as [keyof typeof CAMERA_TYPE, CameraTypeId][]).find(
    ([, value]) => value === id,
  );
  return entry ? entry[0] : 'pro';
}

/** Localized names of the industries and cameras the case screens show. */
export function useCaseVocabulary() {
  const { t } = useLingui();
  const industries: Record<CaseIndustry, string> = {
    all: t`All industries`,
    realEstate: t`Real estate`,
    museum: t`Museums`,
    eCommerce: t`E-commerce`,
    home: t`Home`,
    catering: t`Catering`,
    other: t`Other`,
  };
  const cameras: Record<keyof typeof CAMERA_TYPE, string> = {
    pro: t`Pro`,
    minion: t`Minion`,
    lite: t`Lite`,
  };
  return { industries, cameras };
}

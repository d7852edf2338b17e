import type { ReactNode } from 'react';
import * as s from './Illustration.css.ts';
import { IllustrationSvg } from './Illustration.tsx';

export const industryMotifs = ['realEstate', 'museum', 'shop', 'home', 'catering', 'exhibition', 'security'] as const;
export type IndustryMotifName = (typeof industryMotifs)[number];

const drawings: Record<IndustryMotifName, ReactNode> = {
  realEstate: (
    <>
      <path className={s.motifFill} d="M12 30 32 14l20 16v22H12z" />
      <path className={s.motif} d="M8 32 32 12l24 20M14 28v24h36V28" />
      <path className={s.motif} d="M27 52V38h10v14" />
      <path className={s.motif} d="M42 18v-6h6v11" />
    </>
  ),
  museum: (
    <>
      <path className={s.motifFill} d="M10 22 32 10l22 12z" />
      <path className={s.motif} d="M8 22 32 9l24 13zM10 52h44M8 56h48" />
      <path className={s.motif} d="M16 27v21M26 27v21M38 27v21M48 27v21M12 26h40" />
    </>
  ),
  shop: (
    <>
      <path className={s.motifFill} d="M10 14h44l3 12H7z" />
      <path
        className={s.motif}
        d="M10 14h44l4 12H6zM6 26c0 4 3 6 6.5 6S19 30 19 26c0 4 3 6 6.5 6S32 30 32 26c0 4 3 6 6.5 6S45 30 45 26c0 4 3 6 6.5 6S58 30 58 26"
      />
      <path className={s.motif} d="M11 32v20h42V32M24 52V40h16v12" />
    </>
  ),
  home: (
    <>
      <path className={s.motifFill} d="M14 30h36v12H14z" />
      <path className={s.motif} d="M16 30v-8a4 4 0 0 1 4-4h24a4 4 0 0 1 4 4v8" />
      <path className={s.motif} d="M10 32a4 4 0 0 1 8 0v4h28v-4a4 4 0 0 1 8 0v14H10zM14 46v6M50 46v6" />
    </>
  ),
  catering: (
    <>
      <circle className={s.motifFill} cx={32} cy={34} r={14} />
      <circle className={s.motif} cx={32} cy={34} r={18} />
      <circle className={s.motif} cx={32} cy={34} r={10} />
      <path className={s.motif} d="M6 12v12a3 3 0 0 0 6 0V12M9 26v28M56 12c-4 2-5 8-5 14h5v28" />
    </>
  ),
  exhibition: (
    <>
      <path className={s.motifFill} d="M8 14h20v26H8zM36 14h20v26H36z" />
      <path className={s.motif} d="M8 14h20v26H8zM36 14h20v26H36zM4 48h56M18 40v8M46 40v8" />
      <path className={s.motif} d="m12 34 5-7 4 5 3-3 4 5M40 34l6-9 6 9" />
    </>
  ),
  security: (
    <>
      <path className={s.motifFill} d="M32 8 52 15v15c0 13-9 22-20 26-11-4-20-13-20-26V15z" />
      <path className={s.motif} d="M32 8 52 15v15c0 13-9 22-20 26-11-4-20-13-20-26V15z" />
      <circle className={s.motif} cx={32} cy={30} r={8} />
      <circle className={s.motif} cx={32} cy={30} r={2.5} />
    </>
  ),
};

export interface IndustryMotifProps {
  name: IndustryMotifName;
}

/** A small line motif of an industry (44 px); decorative: the text beside it names the industry. */
export function IndustryMotif({ name }: IndustryMotifProps) {
  return (
    <IllustrationSvg width={64} height={64} className={s.motifBox}>
      {drawings[name]}
    </IllustrationSvg>
  );
}

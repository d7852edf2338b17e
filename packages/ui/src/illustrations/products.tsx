import { useLingui } from '@lingui/react/macro';
import * as s from './Illustration.css.ts';
import { IllustrationSvg, Lens, type IllustrationProps } from './Illustration.tsx';

/** The Pro camera: a rounded head with a ring of six lenses plus one up and one down (eight), on a short mount. */
export function ProCameraIllustration({ decorative }: IllustrationProps) {
  const { t } = useLingui();
  return (
    <IllustrationSvg width={320} height={400} hardware title={decorative ? undefined : t`Pro eight-lens camera`}>
      <ellipse className={s.shadow} cx={160} cy={384} rx={96} ry={10} />
      <rect className={s.metal} x={142} y={262} width={36} height={82} rx={6} />
      <path className={s.edge} d="M142 290h36M142 300h36" />
      <rect className={s.body} x={100} y={340} width={120} height={20} rx={10} />
      <rect className={s.body} x={56} y={36} width={208} height={232} rx={100} />
      <path className={s.bodyShade} d="M70 170c0 56 40 92 90 92s90-36 90-92z" />
      <path className={s.seam} d="M58 152c30 12 68 18 102 18s72-6 102-18" />
      <path className={s.seam} d="M58 188c30 12 68 18 102 18s72-6 102-18" />
      <Lens cx={160} cy={62} rx={30} ry={11} />
      <Lens cx={160} cy={170} rx={36} />
      <Lens cx={86} cy={166} rx={15} ry={32} />
      <Lens cx={234} cy={166} rx={15} ry={32} />
      <Lens cx={62} cy={170} rx={4} ry={26} />
      <Lens cx={258} cy={170} rx={4} ry={26} />
      <circle className={s.led} cx={160} cy={236} r={4} />
      <path className={s.edge} d="M140 252h40" />
    </IllustrationSvg>
  );
}

/** The Lite camera: a slim two-lens compact body (one lens each side), a small screen and a shutter button. */
export function LiteCameraIllustration({ decorative }: IllustrationProps) {
  const { t } = useLingui();
  return (
    <IllustrationSvg width={320} height={400} hardware title={decorative ? undefined : t`Lite two-lens camera`}>
      <ellipse className={s.shadow} cx={160} cy={384} rx={64} ry={8} />
      <rect className={s.body} x={116} y={28} width={88} height={348} rx={40} />
      <path className={s.bodyShade} d="M196 60v290c0 10-6 18-14 20h8c8-2 14-10 14-20V60z" />
      <path className={s.seam} d="M118 146h84" />
      <Lens cx={160} cy={88} rx={34} />
      <ellipse className={s.lensRing} cx={202} cy={88} rx={4} ry={28} />
      <rect className={s.lensRing} x={136} y={176} width={48} height={30} rx={6} />
      <rect className={s.lensGlass} x={140} y={180} width={40} height={22} rx={4} />
      <circle className={s.metal} cx={160} cy={240} r={13} />
      <circle className={s.led} cx={160} cy={240} r={4} />
      <path className={s.edge} d="M146 330h28M146 340h28M146 350h28" />
    </IllustrationSvg>
  );
}

/** The Minion camera: a small rounded body with two front lenses and a status light. */
export function MinionCameraIllustration({ decorative }: IllustrationProps) {
  const { t } = useLingui();
  return (
    <IllustrationSvg width={320} height={400} hardware title={decorative ? undefined : t`Minion camera`}>
      <ellipse className={s.shadow} cx={160} cy={372} rx={100} ry={10} />
      <rect className={s.metal} x={130} y={330} width={60} height={30} rx={6} />
      <rect className={s.body} x={66} y={96} width={188} height={240} rx={72} />
      <path className={s.bodyShade} d="M78 250c8 48 40 78 82 78s74-30 82-78z" />
      <path className={s.seam} d="M70 170h180" />
      <Lens cx={120} cy={212} rx={32} />
      <Lens cx={200} cy={212} rx={32} />
      <circle className={s.led} cx={160} cy={140} r={5} />
      <path className={s.edge} d="M140 292h40" />
    </IllustrationSvg>
  );
}

/** The tripod set: a three-legged stand with a centre column, leg locks and a camera mount plate. */
export function TripodIllustration({ decorative }: IllustrationProps) {
  const { t } = useLingui();
  return (
    <IllustrationSvg width={320} height={400} hardware title={decorative ? undefined : t`Tripod set`}>
      <ellipse className={s.shadow} cx={160} cy={384} rx={124} ry={10} />
      <rect className={s.body} x={134} y={20} width={52} height={14} rx={4} />
      <rect className={s.metal} x={152} y={34} width={16} height={132} rx={4} />
      <rect className={s.body} x={136} y={150} width={48} height={26} rx={8} />
      <path className={s.seam} d="M148 176 62 378M172 176l86 202M160 176v196" />
      <path className={s.metal} d="m146 176 6 4-86 200-8-3z" />
      <path className={s.metal} d="m174 176-6 4 86 200 8-3z" />
      <path className={s.metal} d="M157 178h6v194h-6z" />
      <rect className={s.body} x={95} y={268} width={22} height={12} rx={3} transform="rotate(-67 106 274)" />
      <rect className={s.body} x={203} y={268} width={22} height={12} rx={3} transform="rotate(67 214 274)" />
      <rect className={s.body} x={149} y={272} width={22} height={12} rx={3} />
      <circle className={s.led} cx={160} cy={27} r={3} />
    </IllustrationSvg>
  );
}

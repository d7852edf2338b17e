import { palette } from '../tokens/values.ts';

/** A picture as the server would send one: a room's corner, as an SVG data address (16:9). */
export function roomPicture(wall: string, floor: string): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${wall}"/>` +
        `<path d="M0 62 L70 54 L160 66 L160 90 L0 90 Z" fill="${floor}"/>` +
        `<path d="M70 0 L70 54" stroke="${palette.grey400}" stroke-width="1"/>` +
        `<rect x="92" y="18" width="34" height="24" fill="${palette.blue300}"/></svg>`,
    )
  );
}

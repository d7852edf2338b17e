import { ShareSceneDialog } from '@kankan/ui';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The site's public address for shared links: VITE_SITE_URL when the build is given one (the address visitors know
 * the site by, the sitemap's SITE_URL), else the address this page was opened at.
 */
const siteUrl = import.meta.env['VITE_SITE_URL'] as string | undefined;

/** The viewer's address of a scene on this site, as visitors open it. */
export function sceneLink(sceneNum: string, origin = siteUrl || window.location.origin): string {
  return new URL(`/show/${encodeURIComponent(sceneNum)}`, origin).toString();
}

/**
 * The share dialog of one scene with its link's QR code; this module (and the QR library in it) loads when a scene
 * is shared, not with the scene list.
 */
export function SceneShare({ scene, onClose }: { scene: { sceneNum: string; name: string }; onClose: () => void }) {
  const link = sceneLink(scene.sceneNum);
  const [qrSrc, setQrSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the QR code's error-correction level, not text
    toDataURL(link, { margin: 1, width: 240, errorCorrectionLevel: 'M' }).then(
      (src) => {
        if (live) setQrSrc(src);
      },
      () => {
        if (live) setQrSrc(null);
      },
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <ShareSceneDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      sceneName={scene.name}
      link={link}
      qrSrc={qrSrc}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import { Button, Inline, Stack } from '@kankan/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './ScenePage.css.ts';

export interface PanoramaViewerProps {
  /** The equirectangular image's address. */
  panorama: string;
  /** What the picture shows, for assistive technology. */
  label: string;
  /** The id of the text that says how to look around. */
  hintId: string;
  /** Fills its container's height (the embedded viewer) instead of keeping 16:9. */
  fill?: boolean;
}

/**
 * A 360° panorama in Photo Sphere Viewer (three.js): drag, or the arrow keys while it has focus, to look around, + and
 * − to zoom, and buttons to turn, zoom and go full screen. Loaded only on the viewer route, as its own chunk.
 */
export default function PanoramaViewer({ panorama, label, hintId, fill = false }: PanoramaViewerProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  // Busy until the picture has arrived, so assistive technology (and tests) know when turning it shows anything.
  const [loading, setLoading] = useState(true);
  const names = {
    loading: t`Loading the panorama…`,
    loadError: t`The panorama could not be loaded.`,
    webglError: t`This browser cannot show 3D pictures (WebGL is off).`,
  };
  const namesKey = JSON.stringify(names);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const viewer = new Viewer({
      container: element,
      panorama,
      // The viewer's own navbar is made of unlabelled divs: the page gives it real buttons instead (below).
      navbar: false,
      // The arrow keys and + / − work while the viewer has focus (see onFocus), not anywhere on the page.
      keyboard: false,
      mousewheelCtrlKey: true,
      defaultZoomLvl: 30,
      lang: JSON.parse(namesKey) as typeof names,
    });
    viewerRef.current = viewer;
    setLoading(true);
    const loadStarted = () => setLoading(true);
    const loadEnded = () => setLoading(false);
    viewer.addEventListener('panorama-load', loadStarted);
    viewer.addEventListener('panorama-loaded', loadEnded);
    viewer.addEventListener('panorama-error', loadEnded);
    return () => {
      viewerRef.current = null;
      viewer.destroy();
    };
    // `names` is rebuilt each render; its text (namesKey) says when it changed.
  }, [panorama, namesKey]);

  /** Turns the view by a twelfth of a turn. */
  const turn = (direction: 1 | -1) => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    const { yaw, pitch } = viewer.getPosition();
    void viewer.animate({ yaw: yaw + (direction * Math.PI) / 6, pitch, speed: '4rpm' });
  };

  const controls = (
    <Inline space="small">
      <Button size="small" variant="outline" tone="neutral" onPress={() => turn(-1)}>
        {t`Turn left`}
      </Button>
      <Button size="small" variant="outline" tone="neutral" onPress={() => turn(1)}>
        {t`Turn right`}
      </Button>
      <Button size="small" variant="outline" tone="neutral" onPress={() => viewerRef.current?.zoomIn()}>
        {t`Zoom in`}
      </Button>
      <Button size="small" variant="outline" tone="neutral" onPress={() => viewerRef.current?.zoomOut()}>
        {t`Zoom out`}
      </Button>
      <Button size="small" variant="outline" tone="neutral" onPress={() => viewerRef.current?.toggleFullscreen()}>
        {t`Full screen`}
      </Button>
    </Inline>
  );
  // An application region: screen readers pass the arrow keys through to the viewer while it has focus.
  const picture = (
    <div
      ref={container}
      className={fill ? styles.viewerFill : styles.viewer}
      role="application"
      aria-label={label}
      aria-describedby={hintId}
      aria-busy={loading}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a widget worked by keys (arrows, + and −) while focused
      tabIndex={0}
      onFocus={() => viewerRef.current?.startKeyboardControl()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) viewerRef.current?.stopKeyboardControl();
      }}
    />
  );
  return fill ? (
    <div className={styles.fillColumn}>
      {picture}
      {controls}
    </div>
  ) : (
    <Stack space="medium">
      {picture}
      {controls}
    </Stack>
  );
}

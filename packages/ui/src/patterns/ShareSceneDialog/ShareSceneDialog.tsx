import { useLingui } from '@lingui/react/macro';
import { DEFAULT_EMBED_SIZE } from '@kankan/domain';
import { useEffect, useRef, useState } from 'react';
import { TextContext } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { NumberField } from '../../components/NumberField/NumberField.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { TextArea } from '../../components/TextArea/TextArea.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import * as styles from './ShareSceneDialog.css.ts';

/** The frame sizes the embed code accepts: small enough for a phone column, up to a 4K screen. */
export const EMBED_SIZE_LIMITS = {
  width: { min: 200, max: 3840 },
  height: { min: 150, max: 2160 },
} as const;

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The iframe that shows a scene's viewer without the site's header and footer (`?embed=1`) on another site; the
 * scene's name is the frame's title, so a screen reader can tell the frame apart.
 */
export function embedCode(link: string, width: number, height: number, title: string): string {
  const url = new URL(link);
  url.searchParams.set('embed', '1');
  const attributes = [
    `src="${escapeAttribute(url.toString())}"`,
    `width="${width}"`,
    `height="${height}"`,
    `title="${escapeAttribute(title)}"`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- HTML attributes of the pasted code, not text
    'style="border:0" allow="fullscreen; xr-spatial-tracking" allowfullscreen',
  ];
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the HTML element of the pasted code, not text
  return `<iframe ${attributes.join(' ')}></iframe>`;
}

/** Copies text to the clipboard; rejects when the browser refuses (no permission, insecure page, no API). */
function clipboardCopy(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

type CopyState = { what: 'link' | 'embed'; ok: boolean } | null;

export interface ShareSceneDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  sceneName: string;
  /** The scene viewer's public address (`…/show/{sceneNum}`). */
  link: string;
  /** The link's QR code as an image address (a data URL); `undefined` while it is drawn, `null` if drawing failed. */
  qrSrc: string | null | undefined;
  /** Writes text to the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

/**
 * Share a scene (spec 9 default embed 853×480): its link with a QR code to scan with a phone, and the code that
 * embeds its viewer in another page, with the frame's width and height adjustable and the code shown as it will be
 * copied. Each copy says that it worked, or, when the browser refuses, how to copy by hand.
 */
export function ShareSceneDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  sceneName,
  link,
  qrSrc,
  copy = clipboardCopy,
}: ShareSceneDialogProps) {
  const { t } = useLingui();
  const [width, setWidth] = useState<number>(DEFAULT_EMBED_SIZE.width);
  const [height, setHeight] = useState<number>(DEFAULT_EMBED_SIZE.height);
  const [copyState, setCopyState] = useState<CopyState>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );
  const code = embedCode(link, width, height, sceneName);

  const copyText = (what: 'link' | 'embed', text: string) => {
    setCopyState(null);
    copy(text).then(
      () => {
        if (alive.current) setCopyState({ what, ok: true });
      },
      () => {
        if (alive.current) setCopyState({ what, ok: false });
      },
    );
  };

  const status = (what: 'link' | 'embed') => {
    if (copyState?.what !== what) return null;
    if (copyState.ok) {
      return <span className={styles.copied}>{what === 'link' ? t`Link copied.` : t`Embed code copied.`}</span>;
    }
    return (
      <span className={styles.failed}>
        {t`The browser did not allow copying. Select the text above and copy it with Ctrl+C (⌘+C on a Mac).`}
      </span>
    );
  };

  const rangeText = ({ min, max }: { min: number; max: number }) => t`${min} to ${max}`;
  const qrLabel = t`QR code of the link to ${sceneName}`;
  const { width: widthLimits, height: heightLimits } = EMBED_SIZE_LIMITS;

  return (
    <Modal size="detail" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Share “${sceneName}”`}
        footer={({ close }) => (
          <Button variant="outline" tone="neutral" onPress={close}>
            {t`Close`}
          </Button>
        )}
      >
        {/* The Dialog's text slots would otherwise reach the fields' own descriptions. */}
        <TextContext.Provider value={null}>
          <div className={styles.grow}>
            <div className={styles.row}>
              <div className={styles.qrBox}>
                {qrSrc ? (
                  <img className={styles.qr} src={qrSrc} alt={qrLabel} />
                ) : qrSrc === null ? (
                  <span>{t`The QR code could not be drawn. The link works without it.`}</span>
                ) : (
                  <Skeleton variant="block" aspectRatio="1 / 1" />
                )}
              </div>
              <div className={styles.grow}>
                <TextField
                  label={t`Link`}
                  value={link}
                  isReadOnly
                  description={t`Anyone with the link can view the scene. Scan the code to open it on a phone.`}
                />
                <div className={styles.actions} aria-live="polite">
                  <Button size="small" onPress={() => copyText('link', link)}>
                    {t`Copy link`}
                  </Button>
                  {status('link')}
                </div>
              </div>
            </div>
            <Heading level={3} visualLevel={4}>
              {t`Embed in a web page`}
            </Heading>
            <div className={styles.sizes}>
              <div className={styles.size}>
                <NumberField
                  label={t`Width (px)`}
                  value={width}
                  minValue={widthLimits.min}
                  maxValue={widthLimits.max}
                  step={1}
                  formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
                  onChange={(value) => {
                    if (Number.isFinite(value)) setWidth(value);
                  }}
                  description={rangeText(widthLimits)}
                />
              </div>
              <div className={styles.size}>
                <NumberField
                  label={t`Height (px)`}
                  value={height}
                  minValue={heightLimits.min}
                  maxValue={heightLimits.max}
                  step={1}
                  formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
                  onChange={(value) => {
                    if (Number.isFinite(value)) setHeight(value);
                  }}
                  description={rangeText(heightLimits)}
                />
              </div>
            </div>
            <TextArea label={t`Embed code`} value={code} isReadOnly rows={4} />
            <div className={styles.actions} aria-live="polite">
              <Button size="small" onPress={() => copyText('embed', code)}>
                {t`Copy embed code`}
              </Button>
              {status('embed')}
            </div>
          </div>
        </TextContext.Provider>
      </Dialog>
    </Modal>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import type { VideoTutorial } from './VideoTutorialList.tsx';
import * as styles from './VideoTutorialList.css.ts';

export interface VideoPlayerDialogProps {
  /** The lesson being played. */
  playing: VideoTutorial | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The player of `VideoTutorialList`: the lesson's video with captions in a wide dialog, or a note that it is coming.
 * Its own module, loaded when a lesson is first played (the dialog machinery is no part of the list's first paint).
 */
export function VideoPlayerDialog({ playing, isOpen, onOpenChange }: VideoPlayerDialogProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'zh' ? 'zh-CN' : 'en';
  return (
    <Modal size="wide" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={playing?.title ?? ''}>
        {playing?.video ? (
          <video className={styles.video} src={playing.video.src} controls preload="none" playsInline>
            <track kind="captions" src={playing.video.captions} srcLang={locale} label={t`Captions`} default />
          </video>
        ) : (
          <div className={styles.coming} role="status">
            <p className={styles.comingTitle}>{t`This video is coming soon`}</p>
            <p
              className={styles.description}
            >{t`We are filming this lesson now; it will play here once it is published.`}</p>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

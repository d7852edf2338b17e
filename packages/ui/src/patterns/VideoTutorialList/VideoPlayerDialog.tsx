import { useLingui } from '@lingui/react/macro';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import * as styles from './VideoTutorialList.css.ts';

/** What the player shows of a lesson; a `VideoTutorial` is one. */
export interface PlayedLesson {
  /** The lesson's title, in the page's language. */
  title: string;
  /**
   * The published video from the site's configuration: the file and its WebVTT captions in the page's language.
   * `null` while the lesson is not published yet.
   */
  video: { src: string; captions: string } | null;
}

export interface VideoPlayerDialogProps {
  /** The lesson being played. */
  playing: PlayedLesson | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The player of `VideoTutorialList`: the lesson's video with captions in a wide dialog, or a note that it is coming. */
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

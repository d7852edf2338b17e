import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { invertedSurface } from '../../tokens/index.ts';
import { VideoPoster } from './VideoPoster.tsx';
import { VideoPlayerDialog, type PlayedLesson } from './VideoPlayerDialog.tsx';
import * as styles from './VideoTutorialList.css.ts';

/** A lesson: its title and video (as the player takes them), and what the list shows of it. */
export interface VideoTutorial extends PlayedLesson {
  id: string;
  /** One line on what the lesson shows. */
  description?: string;
  /** Length of the video in seconds. */
  durationSeconds: number;
}

export interface VideoTutorialListProps {
  items: readonly VideoTutorial[];
  /** Level of each lesson title in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** `3:05`, and the ISO 8601 duration for the `<time>` element. */
function duration(seconds: number): { text: string; iso: string } {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO 8601 duration, not text
  const iso = `PT${minutes}M${rest}S`;
  return { text: `${minutes}:${String(rest).padStart(2, '0')}`, iso };
}

/**
 * The video tutorials (spec 2.5): numbered lessons with a drawn poster, title and length. Playing one opens a
 * dialog with the video; a lesson without a published video says it is coming instead.
 */
export function VideoTutorialList({ items, headingLevel = 3 }: VideoTutorialListProps) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState<VideoTutorial | null>(null);
  const HeadingTag: `h${2 | 3 | 4}` = `h${headingLevel}`;

  return (
    <>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const length = duration(item.durationSeconds);
          return (
            <li key={item.id} className={styles.item}>
              <div className={`${styles.poster} ${invertedSurface}`}>
                <VideoPoster index={index + 1} />
                <span className={styles.playMark} aria-hidden="true">
                  <svg viewBox="0 0 20 20" width="100%" height="100%">
                    <path d="M7 5.5v9l7.5-4.5z" fill="currentColor" />
                  </svg>
                </span>
                {item.video ? (
                  <time className={styles.duration} dateTime={length.iso}>
                    {length.text}
                  </time>
                ) : (
                  <span className={styles.duration}>{t`Coming soon`}</span>
                )}
              </div>
              <div className={styles.text}>
                <HeadingTag className={styles.title}>
                  <Button
                    className={styles.playButton}
                    aria-label={t`Play: ${item.title}`}
                    onPress={() => setPlaying(item)}
                  >
                    {item.title}
                  </Button>
                </HeadingTag>
                {item.description ? <p className={styles.description}>{item.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <VideoPlayerDialog
        playing={playing}
        isOpen={playing !== null}
        onOpenChange={(open) => (open ? undefined : setPlaying(null))}
      />
    </>
  );
}

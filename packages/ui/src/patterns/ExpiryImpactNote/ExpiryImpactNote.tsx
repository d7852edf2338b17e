import { useLingui } from '@lingui/react/macro';
import { formatCapacity, formatDate } from '@kankan/i18n';
import { Accordion, AccordionItem } from '../../components/Accordion/Accordion.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import * as styles from './ExpiryImpactNote.css.ts';

/** What a storage plan's expiry would archive (the server's forecast by the archiving rule of spec 4). */
export interface ExpiryImpact {
  /** When the plan ends (ms). */
  expiryTime: number;
  /** How many scenes would be archived. */
  count: number;
  /** Their size together, in bytes. */
  bytes: number;
  /** The first of them, in archiving order (the most recently generated first). */
  scenes: readonly { sceneNum: string; sceneName: string; size: number }[];
}

export interface ExpiryImpactNoteProps {
  impact: ExpiryImpact;
  /** Level of the list's toggle heading. Default 4 (inside a card with a level-3 title). */
  headingLevel?: 3 | 4 | 5;
}

/**
 * "If this plan is not renewed by <date>, N scenes (X GB) will be archived", with the scenes it names one click
 * away. Nothing is shown when the expiry archives nothing.
 */
export function ExpiryImpactNote({ impact, headingLevel = 4 }: ExpiryImpactNoteProps) {
  const { t } = useLingui();
  if (impact.count === 0) return null;
  const date = formatDate(impact.expiryTime);
  const size = formatCapacity(impact.bytes);
  const count = impact.count;
  const more = count - impact.scenes.length;
  return (
    <InlineAlert tone="caution">
      <span className={styles.stack}>
        <span>
          {count === 1
            ? t`If this plan is not renewed by ${date}, 1 scene (${size}) will be archived.`
            : t`If this plan is not renewed by ${date}, ${count} scenes (${size}) will be archived.`}
        </span>
        <Accordion>
          <AccordionItem id="scenes" headingLevel={headingLevel} title={t`Scenes that would be archived`}>
            <ul className={styles.list}>
              {impact.scenes.map((scene) => (
                <li key={scene.sceneNum} className={styles.item}>
                  <span className={styles.name}>{scene.sceneName}</span>
                  <span className={styles.size}>{formatCapacity(scene.size)}</span>
                </li>
              ))}
            </ul>
            {more > 0 ? <span className={styles.more}>{t`and ${more} more`}</span> : null}
          </AccordionItem>
        </Accordion>
      </span>
    </InlineAlert>
  );
}

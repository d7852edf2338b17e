import { Trans, useLingui } from '@lingui/react/macro';
import { formatCapacity, formatDate } from '@kankan/i18n';
import { Accordion, AccordionItem } from '../../components/Accordion/Accordion.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Link } from '../../components/Link/Link.tsx';
import * as styles from './ArchivingForecast.css.ts';

interface ForecastSceneRef {
  sceneNum: string;
  sceneName: string;
  /** Bytes; shown when known. */
  size?: number;
}

/** Why scenes are archived now: a storage plan ran out (`expired`), or the scenes outgrew the capacity (`full`). */
export type ArchivedReason = 'expired' | 'full';

export interface ArchivingForecastProps {
  /** The account's archived scenes now (the first of them in `scenes`) and why. */
  archived: { count: number; reasons: readonly ArchivedReason[]; scenes: readonly ForecastSceneRef[] };
  /**
   * The next storage-plan expiry that would archive scenes, by the rule the server archives by (most recently
   * generated first): when, on which camera, and which scenes. `null`: no running plan's end archives anything.
   */
  next: {
    expiryTime: number;
    cameraName: string;
    count: number;
    bytes: number;
    scenes: readonly ForecastSceneRef[];
  } | null;
  /** Capacity still free over all cameras (bytes): a scene uploaded beyond it is archived on arrival. */
  freeBytes: number;
  /** Buy or upgrade capacity (the cameras screen with a plan chosen). */
  capacityHref: string;
  /** Authorise a membership to a camera (unlimited capacity). */
  membershipHref: string;
  /** Level of the lists' toggle headings. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
}

function SceneRefs({ scenes, count }: { scenes: readonly ForecastSceneRef[]; count: number }) {
  const { t } = useLingui();
  const more = count - scenes.length;
  return (
    <>
      <ul className={styles.list}>
        {scenes.map((scene) => (
          <li key={scene.sceneNum} className={styles.item}>
            <span className={styles.name}>{scene.sceneName}</span>
            {scene.size !== undefined ? <span className={styles.size}>{formatCapacity(scene.size)}</span> : null}
          </li>
        ))}
      </ul>
      {more > 0 ? <span className={styles.muted}>{t`and ${more} more`}</span> : null}
    </>
  );
}

/**
 * The archiving forecast beside the capacity meter (spec 4): which scenes are archived now and why, which would be
 * archived next and when a plan ends (most recently generated first), that uploads beyond the free capacity are
 * archived on arrival, and the ways out: more capacity, a membership, or deleting scenes.
 */
export function ArchivingForecast({
  archived,
  next,
  freeBytes,
  capacityHref,
  membershipHref,
  headingLevel = 3,
}: ArchivingForecastProps) {
  const { t } = useLingui();
  const free = formatCapacity(Math.max(0, freeBytes));
  const archivedCount = archived.count;
  const reasons = new Set(archived.reasons);
  const why =
    reasons.has('expired') && reasons.has('full')
      ? t`A storage plan has expired and the scenes no longer fit the capacity left.`
      : reasons.has('expired')
        ? t`A storage plan has expired, so the capacity fell back to the base capacity.`
        : t`The scenes take more space than the capacity.`;
  const ways = (
    <ul className={styles.ways}>
      <li>
        <Trans>
          <Link href={capacityHref}>Buy or upgrade capacity</Link> until it holds all scene data;
        </Trans>
      </li>
      <li>
        <Trans>
          <Link href={membershipHref}>authorise a membership</Link> to the camera (unlimited capacity);
        </Trans>
      </li>
      <li>{t`or delete scenes you no longer need (deleting cannot be undone).`}</li>
    </ul>
  );

  return (
    <div className={styles.stack}>
      {archivedCount > 0 ? (
        <InlineAlert
          tone="critical"
          title={archivedCount === 1 ? t`1 scene is archived now` : t`${archivedCount} scenes are archived now`}
        >
          <span className={styles.inner}>
            <span>{t`${why} Archived scenes cannot be viewed, shared or edited; their data is kept for one year. To unseal them:`}</span>
            {ways}
            <Accordion>
              <AccordionItem id="archived" headingLevel={headingLevel} title={t`Archived scenes`}>
                <SceneRefs scenes={archived.scenes} count={archivedCount} />
              </AccordionItem>
            </Accordion>
          </span>
        </InlineAlert>
      ) : null}
      {next ? (
        <InlineAlert tone="caution" title={t`Next to be archived`}>
          <span className={styles.inner}>
            <span>
              {(() => {
                const date = formatDate(next.expiryTime);
                const camera = next.cameraName;
                const count = next.count;
                const size = formatCapacity(next.bytes);
                return count === 1
                  ? t`If the plan of camera ${camera} is not renewed by ${date}, 1 scene (${size}) will be archived, the most recently generated first.`
                  : t`If the plan of camera ${camera} is not renewed by ${date}, ${count} scenes (${size}) will be archived, the most recently generated first.`;
              })()}
            </span>
            {archivedCount === 0 ? ways : null}
            <Accordion>
              <AccordionItem id="next" headingLevel={headingLevel} title={t`Scenes that would be archived`}>
                <SceneRefs scenes={next.scenes} count={next.count} />
              </AccordionItem>
            </Accordion>
          </span>
        </InlineAlert>
      ) : null}
      <InlineAlert tone={archivedCount === 0 && next === null ? 'positive' : 'info'}>
        {archivedCount === 0 && next === null
          ? t`No scene is archived, and no plan ending soon would archive any. ${free} is free: a scene uploaded beyond it is archived on arrival.`
          : t`${free} is free: a scene uploaded beyond it is archived on arrival.`}
      </InlineAlert>
    </div>
  );
}

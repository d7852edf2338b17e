import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SceneAction, SceneActionBlock, SceneStatus, SceneTypeName } from '@kankan/domain';
import type { BadgeProps } from '../../components/Badge/Badge.tsx';

/** Scene types (spec 3: 0 other, 1 museum, 2 real estate, 3 e-commerce, 4 catering, 5 home). */
export const sceneTypeMessages: Record<SceneTypeName, MessageDescriptor> = {
  other: msg`Other`,
  museum: msg`Museum`,
  realEstate: msg`Real estate`,
  eCommerce: msg`E-commerce`,
  catering: msg`Catering`,
  home: msg`Home`,
};

export const sceneStatusMessages: Record<SceneStatus, MessageDescriptor> = {
  normal: msg`Normal`,
  calculating: msg`Calculating`,
  failed: msg`Calculation failed`,
  archived: msg`Archived`,
};

/** Status badge tones, as recorded in the decisions: normal positive, calculating info, failed critical, archived neutral. */
export const sceneStatusTones: Record<SceneStatus, NonNullable<BadgeProps['tone']>> = {
  normal: 'positive',
  calculating: 'info',
  failed: 'critical',
  archived: 'neutral',
};

export const sceneActionMessages: Record<SceneAction, MessageDescriptor> = {
  view: msg`View`,
  edit: msg`Edit`,
  share: msg`Share`,
  download: msg`Request download`,
  rename: msg`Rename`,
  move: msg`Move to folder`,
  collaborate: msg`Collaborate`,
  delete: msg`Delete`,
};

/** Why an action is unavailable; `archivedDelete` uses the server's 5008 message instead. */
export const sceneBlockMessages: Record<Exclude<SceneActionBlock, 'archivedDelete'>, MessageDescriptor> = {
  archived: msg`Unavailable while the scene is archived`,
  calculating: msg`Available when the calculation finishes`,
  failed: msg`Unavailable: the calculation failed`,
  ownerOnly: msg`Only the scene's owner can do this`,
};

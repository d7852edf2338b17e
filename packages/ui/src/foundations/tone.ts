/**
 * The one vocabulary for what a status means, shared by Toast, InlineAlert, Badge, Meter and Text: a component that
 * signals a status takes these names, and `neutral` where "nothing to signal" applies.
 */
export const tones = ['info', 'positive', 'caution', 'critical'] as const;
export type Tone = (typeof tones)[number];

/** A status tone, or `neutral` for a value with nothing to signal. */
export type ToneOrNeutral = Tone | 'neutral';

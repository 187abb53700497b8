// Without TypeBox: the buyer app reads these at run time.

/** Marks our messages among whatever else a page receives through `postMessage`. */
export const PREVIEW_CHANNEL = 'insure-h5-preview';
/** Bumped when a message changes incompatibly; both ends refuse other versions. */
export const PREVIEW_PROTOCOL_VERSION = 1;

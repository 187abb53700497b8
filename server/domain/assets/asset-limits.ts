/** The largest image the library takes, in bytes (2 MiB): a phone page needs nothing bigger. */
export const ASSET_MAX_BYTES = 2 * 1024 * 1024;

/** The longest side an image may have, in pixels; read from its header before any pixel is decoded. */
export const ASSET_MAX_EDGE = 4096;

/** The most pixels an image may decode to, over all frames of an animation (a decompression-bomb guard). */
export const ASSET_MAX_TOTAL_PIXELS = 4096 * 4096;

/** The longer side of a thumbnail, in pixels. */
export const ASSET_THUMBNAIL_EDGE = 240;

/** The longest name kept for an asset. */
export const ASSET_NAME_MAX_LENGTH = 100;

/**
 * A light-grey 750 x 300 frame shipped with the buyer app (`public/blank-image.svg`): a freshly
 * dropped image block shows a visible frame until the operator picks an image from the asset library.
 */
export const BLANK_IMAGE_URL = '/blank-image.svg';

/**
 * The same frame as the SVG data URL that catalogues before format version 3 inserted; the migration
 * to version 3 turns it into BLANK_IMAGE_URL rather than into an asset.
 */
export const LEGACY_BLANK_IMAGE_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='750' height='300'%3E%3Crect width='750' height='300' fill='%23eeeeee'/%3E%3C/svg%3E";

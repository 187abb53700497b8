/**
 * A light-grey 750 x 300 SVG as a data URL: a freshly dropped image block shows a visible frame
 * without depending on any hosted image.
 */
export const BLANK_IMAGE_URL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='750' height='300'%3E%3Crect width='750' height='300' fill='%23eeeeee'/%3E%3C/svg%3E";

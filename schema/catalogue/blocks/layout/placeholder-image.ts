/**
 * A grey 16:9 placeholder picture as a data URL, so a freshly dropped image block shows something
 * without depending on any image host.
 */
export const PLACEHOLDER_IMAGE_URL =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22750%22 height=%22422%22%3E' +
  '%3Crect width=%22100%25%22 height=%22100%25%22 fill=%22%23eeeeee%22/%3E%3C/svg%3E';

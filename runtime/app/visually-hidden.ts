import type { CSSProperties } from 'react';

/**
 * Kept out of sight but read by screen readers (the usual clip pattern): a page's name as its heading
 * where the page shows it in its own way, or not at all, on screen.
 */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

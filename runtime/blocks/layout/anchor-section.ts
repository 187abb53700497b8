/**
 * The section in view: the last one whose top has reached the line `offsetPx` below the top of the
 * viewport (the sticky tabs cover the space above it). Before the first section reaches it, the first.
 */
export function activeSectionIndex(sectionTops: readonly number[], offsetPx: number): number {
  let active = 0;
  sectionTops.forEach((top, index) => {
    // One pixel of slack: scrolling to a section lands it on the line, give or take rounding.
    if (top <= offsetPx + 1) active = index;
  });
  return active;
}

import type { Modifier } from '@dnd-kit/core';

/** Pages move only up and down (the modifiers package is not a dependency for this one line). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

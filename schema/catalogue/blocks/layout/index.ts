import { fullScreenTip } from './full-screen-tip';

/** Layout and container blocks, in palette order. */
export const layoutBlocks = [fullScreenTip] as const;

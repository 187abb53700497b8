import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `layout` (layout and containers), in palette order, each loaded on first use. */
export const layoutLoaders: BlockLoaders = {
  stepsList: () => import('./steps-list'),
  anchorTabs: () => import('./anchor-tabs'),
  imageList: () => import('./image-list'),
  repeatableBlock: () => import('./repeatable-block'),
  popup: () => import('./popup'),
  modal: () => import('./modal'),
  remarkPopup: () => import('./remark-popup'),
  bottomButtons: () => import('./bottom-buttons'),
  toolbar: () => import('./toolbar'),
  fullScreenTip: () => import('./full-screen-tip'),
  channelBlock: () => import('./channel-block'),
};

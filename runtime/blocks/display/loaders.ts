import type { BlockLoaders } from '../block-loader-types';

/** The display blocks of the registry (marketing and layout), each loaded on first use. */
export const displayLoaders: BlockLoaders = {
  productBanner: () => import('./product-banner'),
  faqAccordion: () => import('./faq-accordion'),
  claimFlowIntro: () => import('./claim-flow-intro'),
  remarkPopup: () => import('./remark-popup'),
  pictures: () => import('./pictures'),
  imageList: () => import('./image-list'),
  adBanner: () => import('./ad-banner'),
  qaList: () => import('./qa-list'),
  stepsList: () => import('./steps-list'),
  infoList: () => import('./info-list'),
  consultButtons: () => import('./consult-buttons'),
  customerService: () => import('./customer-service'),
  portraitIcon: () => import('./portrait-icon'),
  popup: () => import('./popup'),
  modal: () => import('./modal'),
  fullScreenTip: () => import('./full-screen-tip'),
  anchorTabs: () => import('./anchor-tabs'),
  repeatableBlock: () => import('./repeatable-block'),
  channelBlock: () => import('./channel-block'),
  noticeTabViewer: () => import('./notice-tab-viewer'),
  guaranteeDutyTable: () => import('./guarantee-duty-table'),
};

import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `marketing` (marketing and display), in palette order, each loaded on first use. */
export const marketingLoaders: BlockLoaders = {
  adBanner: () => import('./ad-banner'),
  productBanner: () => import('./product-banner'),
  pictures: () => import('./pictures'),
  faqAccordion: () => import('./faq-accordion'),
  qaList: () => import('./qa-list'),
  claimFlowIntro: () => import('./claim-flow-intro'),
  infoList: () => import('./info-list'),
  consultButtons: () => import('./consult-buttons'),
  customerService: () => import('./customer-service'),
  portraitIcon: () => import('./portrait-icon'),
};

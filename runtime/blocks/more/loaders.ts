import type { BlockLoaders } from '../block-loader-types';

/** The remaining blocks: supervision reading, benefit presentation, the health info module and micro-app tabs. */
export const moreLoaders: BlockLoaders = {
  supervisionPopup: () => import('./supervision-popup'),
  insuredPersonTabs: () => import('./insured-person-tabs'),
  benefitTable: () => import('./benefit-table'),
  benefitChart: () => import('./benefit-chart'),
  benefitAgeSlider: () => import('./benefit-age-slider'),
  healthInfoModule: () => import('./health-info-module'),
  tabsModule: () => import('./tabs-module'),
};

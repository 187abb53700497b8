import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `benefit` (benefit illustration), in palette order, each loaded on first use. */
export const benefitLoaders: BlockLoaders = {
  insuredPersonTabs: () => import('./insured-person-tabs'),
  benefitTable: () => import('./benefit-table'),
  benefitChart: () => import('./benefit-chart'),
  benefitAgeSlider: () => import('./benefit-age-slider'),
};

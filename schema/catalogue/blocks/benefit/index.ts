import { insuredPersonTabs } from './insured-person-tabs';
import { benefitTable } from './benefit-table';
import { benefitChart } from './benefit-chart';
import { benefitAgeSlider } from './benefit-age-slider';

/** Benefit display blocks, in palette order. */
export const benefitBlocks = [insuredPersonTabs, benefitTable, benefitChart, benefitAgeSlider] as const;

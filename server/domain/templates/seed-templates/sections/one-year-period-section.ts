import type { Module } from '../../../../../schema/template/module';
import { catalogueModule, formRow } from '../catalogue-module';

/** The common factors of a one-year product, `<pageCode>-common-factors`: a fixed 1-year period and a start date within 30 days. */
export function oneYearPeriodSection(pageCode: string): Module {
  return catalogueModule('trailCommonModule', `${pageCode}-common-factors`, '保障期间', {}, {
    children: [
      formRow('periodRadioGroup', `${pageCode}-insurance-period`, '保障期间', 'insurancePeriod', {
        periodType: 'insurancePeriod',
        options: [{ value: '1-Y', label: '1年', isDefault: true }],
      }),
      formRow('startDatePicker', `${pageCode}-start-date`, '起保日期', 'insuranceStartDate', { startDateOption: 1, maxDaysAhead: 30 }),
    ],
  });
}

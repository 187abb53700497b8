import type { Module } from '../../../../../schema/template/module';
import { catalogueModule, formRow } from '../catalogue-module';

/** How one product's trial insured factors differ. */
export interface InsuredFactorsOptions {
  /** Insured forms the buyer may add; the extra attrs (add text, item title) only for families. */
  readonly attrs: { maxCount: number; minCount: number; addText?: string; itemTitle?: string };
  /** Birthday bounds, e.g. 30-D to 65-Y. */
  readonly ageRange: { begin: string; end: string };
  /** Rows after birthday and gender (e.g. social security). */
  readonly extraRows?: readonly Module[];
}

/** The trial page's insured factors, `<pageCode>-insured-factors`: the insured's birthday and gender, then any extra rows. */
export function insuredFactorsSection(pageCode: string, options: InsuredFactorsOptions): Module {
  return catalogueModule('insuredElementModule', `${pageCode}-insured-factors`, '被保人信息', options.attrs, {
    children: [
      formRow('datePickerItem', `${pageCode}-insured-birthday`, '出生日期', 'birthday', {
        placeholder: '请选择被保人出生日期',
        required: true,
        latestYesterday: true,
        ageRange: options.ageRange,
        popupTitle: '出生日期',
      }),
      formRow('radioSelectItem', `${pageCode}-insured-gender`, '性别', 'gender', {
        dataSource: [
          { value: 'M', label: '男', isDefault: true },
          { value: 'F', label: '女' },
        ],
      }),
      ...(options.extraRows ?? []),
    ],
  });
}

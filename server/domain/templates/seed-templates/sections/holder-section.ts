import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';
import { personRows, type PersonRowField, type PersonRowsOptions } from '../person-rows';

/** How one product's holder form differs: its module attrs and the person-row options beyond id and who. */
export interface HolderSectionOptions {
  readonly attrs?: { allowedOccupationCategories?: number[]; amlCheck?: boolean };
  readonly rows?: Omit<PersonRowsOptions, 'idPrefix' | 'who'>;
}

/** The information page's holder form, `info-holder`, asking for `fields` in order. */
export function holderSection(fields: readonly PersonRowField[], options: HolderSectionOptions = {}): Module {
  return catalogueModule('policyHolderModule', 'info-holder', '投保人信息', options.attrs ?? {}, {
    children: personRows(fields, { idPrefix: 'info-holder', who: '投保人', ...options.rows }),
  });
}

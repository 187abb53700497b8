import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';
import { personRows, type PersonRowField } from '../person-rows';
import type { RelationOption } from './relations';

/** How one product's insured form differs. */
export interface InsuredSectionOptions {
  readonly fields: readonly PersonRowField[];
  readonly relations: RelationOption[];
  /** The module label; 被保人信息 unless told. */
  readonly label?: string;
  /** Whose data it is, in the placeholders; 被保人 unless told. */
  readonly who?: string;
  /** Insured forms the buyer may add; 1 unless told. */
  readonly maxCount?: number;
  readonly addText?: string;
  readonly occupationCategories?: number[];
  readonly itemTitle?: string;
}

/** The information page's insured form, `info-insured`, starting with the relation to the holder. */
export function insuredSection(options: InsuredSectionOptions): Module {
  const { relations, occupationCategories } = options;
  return catalogueModule(
    'insuredModule',
    'info-insured',
    options.label ?? '被保人信息',
    {
      maxCount: options.maxCount ?? 1,
      minCount: 1,
      ...(options.addText === undefined ? {} : { addText: options.addText }),
      holderRelationOptions: relations,
      ...(occupationCategories === undefined ? {} : { allowedOccupationCategories: occupationCategories }),
      ...(options.itemTitle === undefined ? {} : { itemTitle: options.itemTitle }),
    },
    {
      children: personRows(options.fields, {
        idPrefix: 'info-insured',
        who: options.who ?? '被保人',
        relations,
        ...(occupationCategories === undefined ? {} : { occupationCategories }),
      }),
    },
  );
}

import type { CollocationRule } from '../../../schema/entities/collocation-rule';
import type { Liability } from '../../../schema/entities/liability';
import type { Product } from '../../../schema/entities/product';
import { formatSumInsured } from '../../../shared/format/format-sum-insured';
import { omitEmpty } from '../../app/omit-empty';

/** A `products` row as the plan queries return it (bigint columns are read as numbers). */
export interface ProductRow {
  product_id: string;
  product_package_id: string;
  product_code: string;
  product_name: string;
  product_type: 1 | 2;
  is_optional: number;
  sum_insured_type: NonNullable<Product['sumInsuredType']>;
  sum_insured_format_type: string;
  fixed_sum_insured: number | null;
  copies_each_value: number | null;
  copies_min: number | null;
  copies_max: number | null;
  premium_calculate_type: 'bySumInsured' | 'byLiability';
  premium_type: string;
  rate_table_code: string | null;
  extra_info: Record<string, unknown>;
}

/** A `liabilities` row as the plan queries return it. */
export interface LiabilityRow {
  product_id: string;
  liability_code: string;
  liability_name: string;
  liability_alias: string | null;
  is_optional: number;
  remark: string | null;
  simple_remark: string | null;
  sum_insured_value_str: string | null;
  sum_insured_sub_type: NonNullable<Liability['sumInsuredSubType']>;
  fixed_sum_insured: number | null;
  enum_sum_insured: Liability['enumSumInsuredValueList'] | null;
  step_min: number | null;
  step_max: number | null;
  step_value: number | null;
  input_min: number | null;
  input_max: number | null;
  rate_table_code: string | null;
}

/** The product entity of a row, without liabilities or sub-products. */
export function productFromRow(row: ProductRow, collocationRule: CollocationRule | undefined): Product {
  const copies =
    row.copies_each_value === null
      ? undefined
      : omitEmpty({ eachValue: row.copies_each_value, minCopies: row.copies_min, maxCopies: row.copies_max });
  return omitEmpty({
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
    productType: row.product_type,
    isOptional: row.is_optional,
    sumInsuredType: row.sum_insured_type,
    sumInsuredFormatType: row.sum_insured_format_type,
    sumInsured: row.sum_insured_type === 'fixed' ? row.fixed_sum_insured : null,
    fixedSumInsuredValue: row.fixed_sum_insured,
    copiesSumInsuredValue: copies,
    premiumCalculateType: row.premium_calculate_type,
    premiumType: row.premium_type,
    extraInfo: row.extra_info,
    collocationRule,
  });
}

/** The liability entity of a row; `wanYuan` chooses how the fixed sum insured is written out. */
export function liabilityFromRow(row: LiabilityRow, wanYuan: boolean): Liability {
  const fixed = row.sum_insured_sub_type === 'fixed' ? row.fixed_sum_insured : null;
  return omitEmpty({
    liabilityCode: row.liability_code,
    liabilityName: row.liability_name,
    liabilityAlias: row.liability_alias,
    isOptional: row.is_optional,
    remark: row.remark,
    simpleRemark: row.simple_remark,
    sumInsuredValueStr: row.sum_insured_value_str,
    sumInsuredString: fixed === null ? null : formatSumInsured(fixed, { wanYuan }),
    sumInsured: fixed,
    sumInsuredSubType: row.sum_insured_sub_type,
    fixedSumInsuredValue: row.fixed_sum_insured,
    enumSumInsuredValueList: row.sum_insured_sub_type === 'enum' ? row.enum_sum_insured : null,
    stepSumInsuredValue:
      row.sum_insured_sub_type === 'step' && row.step_min !== null && row.step_max !== null && row.step_value !== null
        ? { minValue: row.step_min, maxValue: row.step_max, stepValue: row.step_value }
        : null,
    inputSumInsuredValue:
      row.sum_insured_sub_type === 'input' && row.input_min !== null && row.input_max !== null
        ? { minValue: row.input_min, maxValue: row.input_max }
        : null,
  });
}

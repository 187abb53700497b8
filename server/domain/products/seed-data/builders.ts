import type { CollocationRule } from '../../../../schema/entities/collocation-rule';
import type { Liability } from '../../../../schema/entities/liability';
import type { Product } from '../../../../schema/entities/product';
import type { FactorConfig, FactorOption, LiabilityConfig, ProductConfig } from '../plan-config';

/** Fen in one yuan, for writing seed amounts the way insurers quote them. */
export const YUAN = 100;
/** Fen in one 万元 (10,000 yuan). */
export const WAN = 10_000 * YUAN;

interface LiabilityExtras {
  readonly optional?: boolean;
  readonly remark?: string;
  readonly simpleRemark?: string;
  readonly alias?: string;
  readonly valueText?: string;
  readonly rateTableCode?: string;
}

function liability(code: string, name: string, extras: LiabilityExtras, sumInsured: Partial<Liability>): LiabilityConfig {
  return {
    liability: {
      liabilityCode: code,
      liabilityName: name,
      isOptional: extras.optional ? 1 : 0,
      ...(extras.alias ? { liabilityAlias: extras.alias } : {}),
      ...(extras.remark ? { remark: extras.remark } : {}),
      ...(extras.simpleRemark ? { simpleRemark: extras.simpleRemark } : {}),
      ...(extras.valueText ? { sumInsuredValueStr: extras.valueText } : {}),
      ...sumInsured,
    },
    rateTableCode: extras.rateTableCode ?? null,
  };
}

/** A liability with one fixed sum insured. */
export function fixedLiability(code: string, name: string, sumInsured: number, extras: LiabilityExtras = {}): LiabilityConfig {
  return liability(code, name, extras, { sumInsuredSubType: 'fixed', fixedSumInsuredValue: sumInsured });
}

/** A liability whose sum insured is picked from a list of [label, fen]. */
export function enumLiability(code: string, name: string, values: readonly (readonly [string, number])[], extras: LiabilityExtras = {}): LiabilityConfig {
  return liability(code, name, extras, {
    sumInsuredSubType: 'enum',
    enumSumInsuredValueList: values.map(([label, value]) => ({ label, value })),
  });
}

/** A liability whose sum insured is set with a stepper. */
export function stepLiability(code: string, name: string, range: { min: number; max: number; step: number }, extras: LiabilityExtras = {}): LiabilityConfig {
  return liability(code, name, extras, {
    sumInsuredSubType: 'step',
    stepSumInsuredValue: { minValue: range.min, maxValue: range.max, stepValue: range.step },
  });
}

/** A liability whose sum insured is typed in within a range. */
export function inputLiability(code: string, name: string, range: { min: number; max: number }, extras: LiabilityExtras = {}): LiabilityConfig {
  return liability(code, name, extras, { sumInsuredSubType: 'input', inputSumInsuredValue: { minValue: range.min, maxValue: range.max } });
}

/** What a seeded product states; the rest takes the common defaults. */
export interface ProductSpec {
  readonly productId: string;
  readonly productCode: string;
  readonly productName: string;
  readonly main: boolean;
  readonly optional?: boolean;
  readonly sumInsuredType: NonNullable<Product['sumInsuredType']>;
  readonly wanYuan?: boolean;
  readonly fixedSumInsured?: number;
  readonly premiumCalculateType: 'bySumInsured' | 'byLiability';
  readonly rateTableCode?: string;
  readonly collocationRule?: CollocationRule;
  readonly extraInfo?: Record<string, unknown>;
  readonly liabilities: readonly LiabilityConfig[];
}

/** A product configuration from its spec. */
export function product(spec: ProductSpec): ProductConfig {
  return {
    product: {
      productId: spec.productId,
      productCode: spec.productCode,
      productName: spec.productName,
      productType: spec.main ? 1 : 2,
      isOptional: spec.optional ? 1 : 0,
      sumInsuredType: spec.sumInsuredType,
      sumInsuredFormatType: spec.wanYuan ? 'wanYuan' : 'yuan',
      ...(spec.fixedSumInsured === undefined ? {} : { fixedSumInsuredValue: spec.fixedSumInsured }),
      premiumCalculateType: spec.premiumCalculateType,
      premiumType: 'regular',
      extraInfo: spec.extraInfo ?? {},
      ...(spec.collocationRule ? { collocationRule: spec.collocationRule } : {}),
    },
    rateTableCode: spec.rateTableCode ?? null,
    liabilities: spec.liabilities,
  };
}

/** A premium factor with its choices as [value, label]. */
export function factor(code: string, name: string, options: readonly (readonly [string, string])[], defaultValue: string): FactorConfig {
  return { code, name, options: optionList(options), defaultValue };
}

/** Choices from [value, label] pairs. */
export function optionList(options: readonly (readonly [string, string])[]): FactorOption[] {
  return options.map(([value, label]) => ({ value, label }));
}

/**
 * Where the buyer app opens a document of the reference domain (`queryDocumentDetail`): its clause and
 * file viewer route with the document id.
 */
export function documentUrl(documentId: string): string {
  return `/healthfiles?documentId=${encodeURIComponent(documentId)}`;
}

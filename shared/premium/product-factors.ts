import type { Product } from '../../schema/entities/product';
import { parseInsurancePeriod } from '../dates/insurance-period';

/**
 * A product's plan choice in one canonical form: factor values by code, as text ('20-Y', 'Y',
 * '500000'). The two periods are also written as the product's own amount and unit fields, which
 * screens and stored orders read, so every product an order carries states each period twice: this
 * module is the one place that writes both and the one place that reads them back, refusing a
 * product whose two statements disagree instead of letting one silently win.
 */
export type FactorValues = Readonly<Record<string, string>>;

/** The period factors a product also states as amount and unit fields. */
export const PERIOD_FACTORS = {
  insurancePeriod: { amount: 'insurancePeriod', unit: 'insurancePeriodUnitType' },
  paymentPeriod: { amount: 'paymentPeriod', unit: 'paymentPeriodUnitType' },
} as const;

type PeriodCode = keyof typeof PERIOD_FACTORS;
type PeriodFields = Pick<Product, 'insurancePeriod' | 'insurancePeriodUnitType' | 'paymentPeriod' | 'paymentPeriodUnitType'>;

const PERIOD_CODES = Object.keys(PERIOD_FACTORS) as PeriodCode[];

/**
 * A period as the spec writes it (`20-Y`, `L` lifelong) from a product's amount and unit fields;
 * undefined when the fields do not make one. Pricing reads it as a factor value, screens show it.
 */
export function periodText(amount: number | undefined, unit: string | undefined): string | undefined {
  if (unit === 'L') return 'L';
  if (amount === undefined || unit === undefined || amount <= 0) return undefined;
  return `${amount}-${unit}`;
}

/** The amount and unit fields of one period factor for its text; none when the text is not a period. */
export function periodFields(code: PeriodCode, text: string | undefined): PeriodFields {
  const parsed = parseInsurancePeriod(text);
  if (!parsed) return {};
  const keys = PERIOD_FACTORS[code];
  return parsed.kind === 'lifelong' ? { [keys.unit]: 'L' } : { [keys.amount]: parsed.amount, [keys.unit]: parsed.unit };
}

/** Factor values as text: forms and orders carry numbers and booleans too; empty values say nothing. */
export function factorValuesOf(record: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [code, value] of Object.entries(record ?? {})) {
    if (typeof value === 'string' && value.trim() !== '') values[code] = value.trim();
    else if (typeof value === 'number' || typeof value === 'boolean') values[code] = String(value);
  }
  return values;
}

/**
 * The product with the chosen factors written into it: every factor into its dynamicFactorMap, and
 * each period factor into its amount and unit fields too (replacing what the plan's defaults put
 * there), so the product states one choice however it is read.
 */
export function withChosenFactors(product: Product, chosen: Readonly<Record<string, unknown>>): Product {
  const factors = factorValuesOf(chosen);
  const periods = PERIOD_CODES.reduce<PeriodFields>((fields, code) => {
    const text = factors[code];
    if (text === undefined) return fields;
    const keys = PERIOD_FACTORS[code];
    const { [keys.amount]: _amount, [keys.unit]: _unit, ...others } = fields;
    return { ...others, ...periodFields(code, text) };
  }, pickPeriodFields(product));
  const { insurancePeriod: _a, insurancePeriodUnitType: _b, paymentPeriod: _c, paymentPeriodUnitType: _d, ...rest } = product;
  return { ...rest, ...periods, dynamicFactorMap: { ...product.dynamicFactorMap, ...factors } };
}

function pickPeriodFields(product: Product): PeriodFields {
  return {
    ...(product.insurancePeriod !== undefined ? { insurancePeriod: product.insurancePeriod } : {}),
    ...(product.insurancePeriodUnitType !== undefined ? { insurancePeriodUnitType: product.insurancePeriodUnitType } : {}),
    ...(product.paymentPeriod !== undefined ? { paymentPeriod: product.paymentPeriod } : {}),
    ...(product.paymentPeriodUnitType !== undefined ? { paymentPeriodUnitType: product.paymentPeriodUnitType } : {}),
  };
}

/** Two statements of one factor that disagree. */
export interface FactorConflict {
  readonly code: string;
  readonly values: readonly [string, string];
}

/** The first factor stated with two different values by `sources`, or undefined when they agree. */
export function factorConflict(sources: readonly FactorValues[]): FactorConflict | undefined {
  const seen = new Map<string, string>();
  for (const source of sources) {
    for (const [code, value] of Object.entries(source)) {
      const earlier = seen.get(code);
      if (earlier !== undefined && !sameFactorValue(code, earlier, value)) return { code, values: [earlier, value] };
      seen.set(code, value);
    }
  }
  return undefined;
}

/** Periods compare by meaning ('20-y' is '20-Y', '105-L' is 'L'); other factors by their text. */
function sameFactorValue(code: string, a: string, b: string): boolean {
  if (a === b) return true;
  if (!(code in PERIOD_FACTORS)) return false;
  const left = parseInsurancePeriod(a);
  const right = parseInsurancePeriod(b);
  if (!left || !right) return false;
  if (left.kind === 'lifelong' || right.kind === 'lifelong') return left.kind === right.kind;
  return left.amount === right.amount && left.unit === right.unit;
}

/**
 * The factor values a product states: its dynamicFactorMap and its period fields. `conflict` names a
 * period whose fields and map disagree; the product's choice is then not known.
 */
export function productFactors(product: Product): { readonly values: FactorValues; readonly conflict?: FactorConflict } {
  const fromFields: Record<string, string> = {};
  for (const code of PERIOD_CODES) {
    const keys = PERIOD_FACTORS[code];
    const text = periodText(product[keys.amount], product[keys.unit]);
    if (text !== undefined) fromFields[code] = text;
  }
  const fromMap = factorValuesOf(product.dynamicFactorMap);
  const conflict = factorConflict([fromMap, fromFields]);
  const values = { ...fromMap, ...fromFields };
  return conflict ? { values, conflict } : { values };
}

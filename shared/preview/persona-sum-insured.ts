import type { Plan } from '../../schema/entities/plan';
import type { Product } from '../../schema/entities/product';
import { assertNever } from '../assert-never';
import { liabilityControl, productCopiesControl, type SumInsuredChoice, type SumInsuredControl } from '../premium/sum-insured-choice';

/** Where a plan's headline amount is chosen: a product's liability, or a product sold by copies. */
interface AmountSlot {
  readonly productId: string;
  readonly liabilityCode?: string;
  readonly control: SumInsuredControl;
}

const isRequired = (item: { readonly isOptional?: number | undefined }): boolean => item.isOptional !== 1;

function products(list: readonly Product[] | undefined): Product[] {
  return (list ?? []).flatMap((product) => [product, ...products(product.productList)]);
}

/** The first amount a buyer chooses in the plan, required products and liabilities before optional ones. */
function headlineSlot(plan: Plan): AmountSlot | undefined {
  const all = plan.packages.flatMap((pkg) => products(pkg.productList));
  const ordered = [...all.filter(isRequired), ...all.filter((product) => !isRequired(product))];
  for (const product of ordered) {
    const liabilities = product.planConfigLiabilityList ?? [];
    for (const liability of [...liabilities.filter(isRequired), ...liabilities.filter((each) => !isRequired(each))]) {
      const control = liabilityControl(liability);
      if (control) return { productId: product.productId, liabilityCode: liability.liabilityCode, control };
    }
    const copies = productCopiesControl(product);
    if (copies) return { productId: product.productId, control: copies };
  }
  return undefined;
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** The allowed amount nearest to `fen` (the lower one on a tie), as the control offers amounts. */
export function nearestAmount(control: SumInsuredControl, fen: number): number {
  switch (control.kind) {
    case 'enum':
      return control.options.reduce((best, option) => (Math.abs(option.value - fen) < Math.abs(best - fen) ? option.value : best), control.options[0]?.value ?? 0);
    case 'step': {
      const steps = Math.round((clamp(fen, control.min, control.max) - control.min) / control.step);
      return clamp(control.min + steps * control.step, control.min, control.max - ((control.max - control.min) % control.step));
    }
    case 'input':
      return clamp(Math.round(fen), control.min, control.max);
    case 'copies':
      return control.each * clamp(Math.round(fen / control.each), control.minCopies, control.maxCopies);
    default:
      return assertNever(control, 'sum insured control');
  }
}

/**
 * The sum insured a persona asks for, as the buyer's choice in the plan: set on the plan's headline
 * amount (its first choosable one, a required liability before an optional one), pulled to the nearest
 * amount the plan allows. Undefined when the plan has nothing to choose.
 */
export function personaSumInsuredChoice(plan: Plan, fen: number): SumInsuredChoice | undefined {
  const slot = headlineSlot(plan);
  if (!slot) return undefined;
  return {
    productId: slot.productId,
    ...(slot.liabilityCode !== undefined ? { liabilityCode: slot.liabilityCode } : {}),
    sumInsured: nearestAmount(slot.control, fen),
  };
}

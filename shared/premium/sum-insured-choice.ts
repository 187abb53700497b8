import type { Liability } from '../../schema/entities/liability';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Product } from '../../schema/entities/product';
import { assertNever } from '../assert-never';

/**
 * The sum insured a buyer chose, in fen: for one liability of a product, or, without a liability
 * code, for a product sold by copies (the copies times the value of one copy).
 */
export interface SumInsuredChoice {
  readonly productId: string;
  readonly liabilityCode?: string;
  readonly sumInsured: number;
}

/** How the buyer sets an amount: a list, a stepper, a typed amount, or copies of a product. */
export type SumInsuredControl =
  | { readonly kind: 'enum'; readonly options: readonly { readonly label: string; readonly value: number; readonly remark?: string }[] }
  | { readonly kind: 'step'; readonly min: number; readonly max: number; readonly step: number }
  | { readonly kind: 'input'; readonly min: number; readonly max: number }
  | { readonly kind: 'copies'; readonly each: number; readonly minCopies: number; readonly maxCopies: number };

/**
 * The control a liability's sum insured is chosen with; undefined for a fixed amount (or a liability
 * whose list or range is missing, which has nothing to choose from).
 */
export function liabilityControl(liability: Liability): SumInsuredControl | undefined {
  switch (liability.sumInsuredSubType) {
    case 'enum': {
      const options = liability.enumSumInsuredValueList ?? [];
      return options.length > 0 ? { kind: 'enum', options } : undefined;
    }
    case 'step': {
      const range = liability.stepSumInsuredValue;
      return range && range.stepValue > 0 && range.maxValue >= range.minValue
        ? { kind: 'step', min: range.minValue, max: range.maxValue, step: range.stepValue }
        : undefined;
    }
    case 'input': {
      const range = liability.inputSumInsuredValue;
      return range && range.maxValue >= range.minValue ? { kind: 'input', min: range.minValue, max: range.maxValue } : undefined;
    }
    default:
      return undefined;
  }
}

/** The copies control of a product sold by copies (`sumInsuredType` copies); undefined otherwise. */
export function productCopiesControl(product: Product): Extract<SumInsuredControl, { kind: 'copies' }> | undefined {
  const copies = product.copiesSumInsuredValue;
  if (product.sumInsuredType !== 'copies' || !copies || copies.eachValue <= 0) return undefined;
  const minCopies = copies.minCopies ?? 1;
  return { kind: 'copies', each: copies.eachValue, minCopies, maxCopies: Math.max(minCopies, copies.maxCopies ?? minCopies) };
}

/**
 * The amount a control starts at, as the first plan is chosen first: the list's first entry, the
 * range's minimum, the fewest copies.
 */
export function defaultAmount(control: SumInsuredControl): number {
  switch (control.kind) {
    case 'enum':
      return control.options[0]?.value ?? 0;
    case 'step':
    case 'input':
      return control.min;
    case 'copies':
      return control.each * control.minCopies;
    default:
      return assertNever(control, 'sum insured control');
  }
}

/**
 * An amount the control allows, or undefined: on the list, on the stepper's steps within its range,
 * within the typed range, or a whole number of copies within bounds.
 */
export function allowedAmount(control: SumInsuredControl, fen: number): number | undefined {
  if (!Number.isSafeInteger(fen)) return undefined;
  switch (control.kind) {
    case 'enum':
      return control.options.some((option) => option.value === fen) ? fen : undefined;
    case 'step':
      return fen >= control.min && fen <= control.max && (fen - control.min) % control.step === 0 ? fen : undefined;
    case 'input':
      return fen >= control.min && fen <= control.max ? fen : undefined;
    case 'copies': {
      const copies = fen / control.each;
      return Number.isInteger(copies) && copies >= control.minCopies && copies <= control.maxCopies ? fen : undefined;
    }
    default:
      return assertNever(control, 'sum insured control');
  }
}

/** Whether a choice is for this product (and liability; a copies choice names none). */
function isFor(choice: SumInsuredChoice, productId: string, liabilityCode: string | undefined): boolean {
  return choice.productId === productId && choice.liabilityCode === liabilityCode;
}

/** The amount in force for a control: the buyer's choice when the control allows it, else its default. */
export function chosenAmount(
  choices: readonly SumInsuredChoice[],
  control: SumInsuredControl,
  productId: string,
  liabilityCode?: string,
): number {
  const chosen = choices.find((choice) => isFor(choice, productId, liabilityCode));
  return (chosen && allowedAmount(control, chosen.sumInsured)) ?? defaultAmount(control);
}

/** The choices with one amount set (replacing an earlier one for the same product and liability). */
export function setChoice(choices: readonly SumInsuredChoice[], next: SumInsuredChoice): SumInsuredChoice[] {
  return [...choices.filter((choice) => !isFor(choice, next.productId, next.liabilityCode)), next];
}

function withAmounts(product: Product, choices: readonly SumInsuredChoice[]): Product {
  const copies = productCopiesControl(product);
  const liabilities = product.planConfigLiabilityList?.map((liability) => {
    const control = liabilityControl(liability);
    return control ? { ...liability, sumInsured: chosenAmount(choices, control, product.productId, liability.liabilityCode) } : liability;
  });
  return {
    ...product,
    ...(copies ? { sumInsured: chosenAmount(choices, copies, product.productId) } : {}),
    ...(liabilities ? { planConfigLiabilityList: liabilities } : {}),
    ...(product.productList ? { productList: product.productList.map((child) => withAmounts(child, choices)) } : {}),
  };
}

/**
 * The packages with every choosable amount set (spec section 3, sum insured of every kind): each
 * enum, step or input liability carries `sumInsured`, the buyer's choice or the control's default, and
 * each product sold by copies carries its `sumInsured` for the copies chosen. Fixed amounts stay as
 * the product states them. This is what the premium trial, the calculation and the order price.
 */
export function applySumInsuredChoices(packages: readonly PlanPackage[], choices: readonly SumInsuredChoice[]): PlanPackage[] {
  return packages.map((pkg) => (pkg.productList ? { ...pkg, productList: pkg.productList.map((product) => withAmounts(product, choices)) } : pkg));
}

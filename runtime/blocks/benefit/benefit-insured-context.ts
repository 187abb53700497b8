import { createContext, useContext } from 'react';

/** The insured whose benefits the blocks below show: their index in the order's insured list. */
export const BenefitInsuredContext = createContext(0);

/** The insured index of the surrounding insured-person tab; the first insured outside any tab. */
export function useBenefitInsuredIndex(): number {
  return useContext(BenefitInsuredContext);
}

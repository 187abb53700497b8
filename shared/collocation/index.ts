export { applyLiabilityToggle } from './apply-liability-toggle';
export { sameLiability, type LiabilityCheckState, type LiabilityRef } from './liability-check-state';

import { policyHolderModule } from './policy-holder-module';

/** Business modules, in palette order. */
export const moduleBlocks = [policyHolderModule] as const;

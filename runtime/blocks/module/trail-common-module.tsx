import { useFactorLinkage } from '../../premium/use-factor-linkage';
import type { BlockProps } from '../block-props';
import { TrialFactorCard } from './trial-factor-card';

/**
 * The factors shared by everyone insured (trailElement[2]): periods, start date, sum insured. With
 * dynamicFactorLinkage, a change of one factor narrows the choices of the factors linked to it.
 */
export default function TrailCommonModule({ module, attrs, children }: BlockProps<'trailCommonModule'>) {
  const formKey = module.formKey ?? 'trailElement[2]';
  useFactorLinkage(attrs.dynamicFactorLinkage === true, formKey);
  return (
    <TrialFactorCard title={module.label} formKey={formKey} type="common">
      {children}
    </TrialFactorCard>
  );
}

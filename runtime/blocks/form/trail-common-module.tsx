import type { BlockProps } from '../block-props';
import { TrialFactorCard } from './trial-factor-card';

/** The factors shared by everyone insured (trailElement[2]): periods, start date, sum insured. */
export default function TrailCommonModule({ module, children }: BlockProps<'trailCommonModule'>) {
  return (
    <TrialFactorCard title={module.label} formKey={module.formKey ?? 'trailElement[2]'} type="common">
      {children}
    </TrialFactorCard>
  );
}

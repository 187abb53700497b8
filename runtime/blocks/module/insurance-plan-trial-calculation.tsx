import { useClearOnChange } from '../../form/use-clear-on-change';
import { formKeyToPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { TrialFactorCard } from './trial-factor-card';

/**
 * The holder's trial factors (trailElement[0]), e.g. the holder's birthday for a waiver premium; a
 * changed birthday clears the holder's ID number where configured.
 */
export default function InsurancePlanTrialCalculation({ module, attrs, children }: BlockProps<'insurancePlanTrialCalculation'>) {
  const formKey = module.formKey ?? 'trailElement[0]';
  useClearOnChange([...formKeyToPath(formKey), 'birthday'], ['policyHolder', 'certiNo'], attrs.clearCertNoOnBirthdayChange !== false);
  return (
    <TrialFactorCard title={module.label} formKey={formKey} type="holder">
      {children}
    </TrialFactorCard>
  );
}

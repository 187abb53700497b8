import type { ReactNode } from 'react';
import { FormScope } from '../../template/form-scope';
import { FormCard } from './form-card';
import { TrialTypeMarker, type TrialFactorType } from './trial-type-marker';

/**
 * One trial-factor form at its fixed position of trailElement (0 holder, 2 common): the module's
 * factor rows bound under it, with its hidden type marker, so the premium trial reads them from one place.
 */
export function TrialFactorCard({ title, formKey, type, children }: { title: string; formKey: string; type: TrialFactorType; children: ReactNode }) {
  return (
    <FormCard title={title}>
      <FormScope formKey={formKey}>
        <TrialTypeMarker type={type} />
        {children}
      </FormScope>
    </FormCard>
  );
}

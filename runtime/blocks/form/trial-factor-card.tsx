import type { ReactNode } from 'react';
import { FormScope } from '../../template/form-scope';
import { FormCard } from './form-card';

/**
 * One trial-factor form at its fixed position of trailElement (0 holder, 2 common): the module's
 * factor rows bound under it, so the premium trial reads them from one place.
 */
export function TrialFactorCard({ title, formKey, children }: { title: string; formKey: string; children: ReactNode }) {
  return (
    <FormCard title={title}>
      <FormScope formKey={formKey}>{children}</FormScope>
    </FormCard>
  );
}

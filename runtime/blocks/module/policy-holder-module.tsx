import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { holderAgeCheck } from '../../form/holder-age-check';
import { RowControlContext, type RowControl } from '../../form/row-control';
import { trialTotalPremiumFen } from '../../form/total-premium';
import { useIdDerived } from '../../form/use-id-derived';
import { useStaffCheck } from '../../form/use-staff-check';
import { DEFAULT_HOLDER_MIN_AGE } from '../../../shared/constants';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { usePage } from '../../template/page-context';
import { trialResultAtom } from '../../state/flow-atoms';
import { FormScope, useFieldPath } from '../../template/form-scope';
import type { BlockProps } from '../block-props';
import { FormCard } from './form-card';

const NO_FIELDS: ReadonlySet<string> = new Set();
const ID_DERIVED_FIELDS: ReadonlySet<string> = new Set(['birthday', 'gender']);

/** The rows of the holder form, told what the ID number locks and what AML requires. */
function HolderRows({ attrs, children }: Pick<BlockProps<'policyHolderModule'>, 'attrs' | 'children'>) {
  const scope = useFieldPath(undefined);
  const derived = useIdDerived(scope);
  const { template } = usePage();
  const staff = useStaffCheck(scope, !isCompanyHolder(template));
  const trialResult = useAtomValue(trialResultAtom);
  const totalPremiumFen = trialTotalPremiumFen(trialResult);
  const amlFields = attrs.amlCheck === false ? undefined : attrs.amlRequiredFields;
  // A company holder's form asks no birthday of a person who buys; a person must be of full age.
  const company = attrs.customerType === 'company' || isCompanyHolder(template);
  const minAge = attrs.minHolderAge ?? DEFAULT_HOLDER_MIN_AGE;
  const check = useMemo(() => (company ? undefined : holderAgeCheck(minAge)), [company, minAge]);
  const control = useMemo<RowControl>(
    () => ({
      hidden: NO_FIELDS,
      locked: derived && attrs.lockIdDerivedFields !== false ? ID_DERIVED_FIELDS : NO_FIELDS,
      aml: new Set(amlFields ?? []),
      totalPremiumFen,
      allowedCertTypes: attrs.allowedCertTypes,
      allowedOccupationCategories: attrs.allowedOccupationCategories,
      check,
    }),
    [derived, attrs.lockIdDerivedFields, amlFields, totalPremiumFen, attrs.allowedCertTypes, attrs.allowedOccupationCategories, check],
  );
  return (
    <RowControlContext.Provider value={control}>
      {children}
      {staff ? (
        <div role="note" data-testid="staff-purchase-note" style={{ padding: '8px 16px', fontSize: 13, color: 'var(--adm-color-primary)' }}>
          {ORDER_MESSAGES.staffPurchaseNote}
        </div>
      ) : null}
    </RowControlContext.Provider>
  );
}

/**
 * The holder's form (policyHolder): an ID card number fills and locks birthday and gender, and the
 * AML fields become required once the total premium reaches 200000 yuan. A holder who is a member of
 * the insurer's staff (isECIFStaff) is told the order will be registered as an employee purchase. A
 * person holder younger than minHolderAge (18 by default) is refused on the birthday or ID number row.
 */
export default function PolicyHolderModule({ module, attrs, children }: BlockProps<'policyHolderModule'>) {
  return (
    <FormCard title={module.label}>
      <FormScope formKey={module.formKey ?? 'policyHolder'}>
        <HolderRows attrs={attrs}>{children}</HolderRows>
      </FormScope>
    </FormCard>
  );
}

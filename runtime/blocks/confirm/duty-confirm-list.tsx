import type { BlockProps } from '../block-props';
import { PlanDuties } from '../shared/order-details/plan-duties';

/** The liabilities of the chosen plan, grouped as the template says, for confirmation before paying. */
export default function DutyConfirmList({ module, attrs }: BlockProps<'dutyConfirmList'>) {
  return (
    <PlanDuties
      title={attrs.title || module.label}
      main={attrs.mainProducts.show}
      mainTitle={attrs.mainProducts.title}
      additional={attrs.additionalProducts.show}
      additionalTitle={attrs.additionalProducts.title}
      services={attrs.services.show}
      servicesTitle={attrs.services.title}
      showSumInsured={attrs.showSumInsured !== false}
      showRemark={attrs.showRemark === true}
    />
  );
}

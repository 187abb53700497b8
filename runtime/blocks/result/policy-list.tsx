import { Button, List } from 'antd-mobile';
import type { Policy } from '../../../schema/entities/policy';
import { formatDate } from '../../../shared/dates/format-date-time';
import { formatPremium } from '../../../shared/format/format-premium';
import { ORDER_MESSAGES } from '../../../shared/messages/order';

/** The period line of a policy, when the insurer gave its dates. */
function periodText(policy: Policy): string | undefined {
  if (policy.insuranceStartDate === undefined || policy.insuranceEndDate === undefined) return undefined;
  return `${ORDER_MESSAGES.policyPeriod}：${formatDate(policy.insuranceStartDate)} 至 ${formatDate(policy.insuranceEndDate)}`;
}

/**
 * The issued policies of an order (保单信息): each product, insured and premium with its policy number
 * and period, and the e-policy download where allowed and available.
 */
export function PolicyList({ policies, download }: { policies: readonly Policy[]; download?: string | undefined }) {
  if (policies.length === 0) return null;
  return (
    <List header={ORDER_MESSAGES.policyList} style={{ marginTop: 12 }}>
      {policies.map((policy) => {
        const period = periodText(policy);
        return (
          <List.Item
            key={policy.policyNo}
            description={[policy.insuredName, policy.premium !== undefined ? formatPremium(policy.premium, { withUnit: true }) : undefined].filter(Boolean).join(' · ')}
            extra={download && policy.ePolicyUrl ? (
              <Button size="mini" color="primary" fill="outline" onClick={() => {
                window.open(policy.ePolicyUrl, '_blank', 'noopener');
              }}>
                {download}
              </Button>
            ) : undefined}
          >
            <div style={{ fontSize: 15 }}>{policy.productName ?? policy.planName}</div>
            <div style={{ fontSize: 13, color: '#666' }} data-testid="policy-no">{`${ORDER_MESSAGES.policyNo}：${policy.policyNo}`}</div>
            {period ? <div style={{ fontSize: 13, color: '#666' }}>{period}</div> : null}
          </List.Item>
        );
      })}
    </List>
  );
}

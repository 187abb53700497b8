import { useAtomValue } from 'jotai';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { maskPhone } from '../../order-flow/mask';
import { useOrderDetail } from '../../order-flow/use-order-detail';
import { useOrderLookup } from '../../order-flow/use-order-lookup';
import { formAgent } from '../../order/form-agent';
import { orderFormAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from '../shared/order-details/confirm-card';

const labels = ORDER_MESSAGES.fieldLabels;

/**
 * The sales agent for confirmation: name and 工号 (when configured), from the live order when it
 * carries one, else as the agent entered it on the information page. Without an agent nothing shows.
 */
export default function AgentConfirm({ module, attrs }: BlockProps<'agentConfirm'>) {
  const { query } = useRuntime();
  const lookup = useOrderLookup();
  const state = useOrderDetail(query.mode === 'live' ? lookup : undefined);
  const entered = formAgent(useAtomValue(orderFormAtom).agent);
  const agent = (state.status === 'ready' ? state.detail.agent : undefined) ?? entered;
  if (!agent) return null;
  const phone = agent.person?.phone;
  const rows = [
    ...(agent.person?.name ? [{ key: 'name', label: labels.name, text: agent.person.name }] : []),
    ...(attrs.showCustomerCode !== false ? [{ key: 'customerCode', label: labels.customerCode, text: agent.customerCode }] : []),
    ...(phone ? [{ key: 'phone', label: labels.phone, text: attrs.maskSensitive ? maskPhone(phone) : phone }] : []),
  ];
  return <ConfirmCard title={attrs.title || module.label} rows={rows} />;
}

import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { maskPhone } from '../../order-flow/mask';
import { useOrderDetail } from '../../order-flow/use-order-detail';
import { useOrderLookup } from '../../order-flow/use-order-lookup';
import type { BlockProps } from '../block-props';
import { ConfirmCard } from './confirm-card';

const labels = ORDER_MESSAGES.fieldLabels;

/**
 * The order's sales agent for confirmation: name and 工号 (when configured). Only a live order can have
 * an agent, so outside live mode, or for an order without one, nothing shows.
 */
export default function AgentConfirm({ module, attrs }: BlockProps<'agentConfirm'>) {
  const { query } = useRuntime();
  const lookup = useOrderLookup();
  const state = useOrderDetail(query.mode === 'live' ? lookup : undefined);
  const agent = state.status === 'ready' ? state.detail.agent : undefined;
  if (!agent) return null;
  const phone = agent.person?.phone;
  const rows = [
    ...(agent.person?.name ? [{ key: 'name', label: labels.name, text: agent.person.name }] : []),
    ...(attrs.showCustomerCode !== false ? [{ key: 'customerCode', label: labels.customerCode, text: agent.customerCode }] : []),
    ...(phone ? [{ key: 'phone', label: labels.phone, text: attrs.maskSensitive ? maskPhone(phone) : phone }] : []),
  ];
  return <ConfirmCard title={attrs.title || module.label} rows={rows} />;
}

import { List } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties } from 'react';
import type { Agent } from '../../../schema/entities/agent';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useRuntime } from '../../app/runtime-context';
import { agentRows } from '../../form/agent-rows';
import { useDictionary } from '../../form/use-dictionary';
import { flowStateAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import { FormCard } from './form-card';

/** The order's agent, read from the live order; none outside live mode or without an order. */
function useOrderAgent(): Agent | undefined {
  const { api, query } = useRuntime();
  const flow = useAtomValue(flowStateAtom);
  const orderNo = query.params.orderNo ?? flow.orderNo;
  const encryptOrderNo = query.params.encryptOrderNo ?? flow.encryptOrderNo;
  const [agent, setAgent] = useState<Agent | undefined>(undefined);
  useEffect(() => {
    if (query.mode !== 'live' || (!orderNo && !encryptOrderNo)) return;
    let current = true;
    api
      .call('queryOrderDetail', { needAllInsured: true, ...(orderNo ? { orderNo } : {}), ...(encryptOrderNo ? { encryptOrderNo } : {}) })
      .then((reply) => current && setAgent(reply.result?.agent))
      .catch(() => current && setAgent(undefined));
    return () => {
      current = false;
    };
  }, [api, query.mode, orderNo, encryptOrderNo]);
  return agent;
}

/**
 * The sales agent of the order (工号, name, phone...), shown only when the order has one. The agent's
 * notice and signature are their own blocks (agentDeclaration, the from=1 signature board).
 */
export default function AgentModule({ module, attrs }: BlockProps<'agentModule'>) {
  const agent = useOrderAgent();
  const rows = agentRows(agent, attrs.fields);
  const certTypes = useDictionary(rows.some((row) => row.field === 'certiType') ? 'certiType' : undefined);
  if (rows.length === 0) return null;
  return (
    <FormCard title={module.label}>
      <List style={{ '--border-top': 'none', '--border-bottom': 'none' } as CSSProperties}>
        {rows.map((row) => (
          <List.Item key={row.field} extra={row.field === 'certiType' ? (certTypes?.find((item) => item.value === row.value)?.label ?? row.value) : row.value}>
            {ORDER_MESSAGES.fieldLabels[row.field]}
          </List.Item>
        ))}
      </List>
    </FormCard>
  );
}

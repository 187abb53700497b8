import { List } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import type { AttrsOf } from '../../../schema/catalogue';
import type { Agent } from '../../../schema/entities/agent';
import { HEALTH_NOTICE_TYPE, SIGN_BOARD_FROM } from '../../../shared/constants';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { useApiQuery } from '../../api/api-queries';
import { useRuntime } from '../../app/runtime-context';
import { agentRows } from '../../form/agent-rows';
import { useDictionary } from '../../form/use-dictionary';
import { flowStateAtom } from '../../state/flow-atoms';
import type { BlockProps } from '../block-props';
import HealthInfoModule from './health-info-module';
import SignatureBoard from '../verify/signature-board';
import { AgentEntry } from './agent-entry';
import { FormCard } from './form-card';

/** The order's agent, read from the live order; none outside live mode or without an order. */
function useOrderAgent(): Agent | undefined {
  const { query } = useRuntime();
  const flow = useAtomValue(flowStateAtom);
  const orderNo = query.params.orderNo ?? flow.orderNo;
  const encryptOrderNo = query.params.encryptOrderNo ?? flow.encryptOrderNo;
  const asks = query.mode === 'live' && Boolean(orderNo || encryptOrderNo);
  const order = useApiQuery('queryOrderDetail', { needAllInsured: true, ...(orderNo ? { orderNo } : {}), ...(encryptOrderNo ? { encryptOrderNo } : {}) }, undefined, { enabled: asks });
  return asks && !order.isError ? order.data?.result?.agent : undefined;
}

/**
 * The agent's notice: the plan's agent questions, answered after the declaration is ticked. They are
 * declarations about the sale, so the one button goes on when every answer is 是 and prompts at a 否
 * (condition 3), which the answering flow tells as an unmet declaration, not as a health refusal.
 */
function agentNotice(module: BlockProps<'agentModule'>['module']) {
  const attrs: AttrsOf<'healthInfoModule'> = {
    noticeType: HEALTH_NOTICE_TYPE,
    noticeObjectType: 'agent',
    buttons: [{ text: FLOW_MESSAGES.noticeAllYes, promptCondition: 3 }],
    agentDeclarationText: FLOW_MESSAGES.agentDeclaration,
  };
  const notice = { id: `${module.id}-notice`, component: 'healthInfoModule', label: FLOW_MESSAGES.agentNoticeTitle, isDefault: true, attrs };
  return <HealthInfoModule module={notice} attrs={attrs} />;
}

/** The agent's signature row: the board opened with from=1, required before the page goes on. */
function agentSignature(module: BlockProps<'agentModule'>['module']) {
  const attrs: AttrsOf<'signatureBoard'> = { title: ORDER_MESSAGES.agentSignTitle, from: SIGN_BOARD_FROM.agent };
  const row = { id: `${module.id}-signature`, component: 'signatureBoard', label: ORDER_MESSAGES.agentSignTitle, formKey: 'agentSignature', isDefault: true, attrs };
  return <SignatureBoard module={row} attrs={attrs} />;
}

/**
 * The sales agent (spec sections 1 and 6: agent information, notice and signature appear only when
 * configured): the order's agent when it carries one (工号, name, phone...), else the agent enters
 * their details here, face to face with the buyer. As configured, the agent then answers the plan's
 * agent notice behind the declaration (请勾选营销员声明) and signs on the from=1 board; the page does
 * not go on until each is done.
 */
export default function AgentModule({ module, attrs }: BlockProps<'agentModule'>) {
  const agent = useOrderAgent();
  const rows = agentRows(agent, attrs.fields);
  const certTypes = useDictionary(agent && rows.some((row) => row.field === 'certiType') ? 'certiType' : undefined);
  return (
    <>
      <FormCard title={module.label}>
        {agent ? (
          <List style={{ '--border-top': 'none', '--border-bottom': 'none' } as CSSProperties}>
            {rows.map((row) => (
              <List.Item key={row.field} extra={row.field === 'certiType' ? (certTypes?.find((item) => item.value === row.value)?.label ?? row.value) : row.value}>
                {ORDER_MESSAGES.fieldLabels[row.field]}
              </List.Item>
            ))}
          </List>
        ) : (
          <AgentEntry moduleId={module.id} fields={attrs.fields} />
        )}
        {attrs.requireAgentSignature ? agentSignature(module) : null}
      </FormCard>
      {attrs.showAgentNotice ? agentNotice(module) : null}
    </>
  );
}

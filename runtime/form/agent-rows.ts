import type { Agent } from '../../schema/entities/agent';

/** A field of the agent the module may show. */
export type AgentField = 'customerCode' | 'name' | 'certiType' | 'certiNo' | 'phone';

/** One shown row: the field and its value, rows without a value left out. */
export interface AgentRow {
  readonly field: AgentField;
  readonly value: string;
}

function agentValue(agent: Agent, field: AgentField): string | undefined {
  switch (field) {
    case 'customerCode':
      return agent.customerCode;
    case 'name':
      return agent.person?.name;
    case 'certiType':
      return agent.person?.certType;
    case 'certiNo':
      return agent.person?.certNo;
    case 'phone':
      return agent.person?.phone;
  }
}

/** The agent's rows in the configured order; the form's certi* names map to the person's cert* fields. */
export function agentRows(agent: Agent | undefined, fields: readonly AgentField[]): AgentRow[] {
  if (!agent) return [];
  return fields.flatMap((field) => {
    const value = agentValue(agent, field)?.trim();
    return value ? [{ field, value }] : [];
  });
}

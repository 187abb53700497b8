import { FLOW_MESSAGES } from '../../shared/messages/flow';
import { usePage } from '../template/page-context';
import type { NamedPerson } from './family-selection';
import { insuredKey } from './person-key';
import { useFormWatch } from './use-form-watch';

function nameOf(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const name = record.name ?? (record.person as Record<string, unknown> | undefined)?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

/** The people of the page's form, kept current as the buyer types: the holder, each insured, the agent. */
export function useFormPeople() {
  const { form } = usePage();
  const holder = useFormWatch('policyHolder', form);
  const insured = useFormWatch('insured', form);
  const agent = useFormWatch('agent', form);
  const insuredList = Array.isArray(insured) && insured.length > 0 ? (insured as unknown[]) : [undefined];
  const label = (role: string, value: unknown) => nameOf(value) ?? `${role}（${FLOW_MESSAGES.unnamedPerson}）`;
  return {
    holder: { key: 'holder', name: label(FLOW_MESSAGES.holderRole, holder) } satisfies NamedPerson,
    insureds: insuredList.map((value, index): NamedPerson & { selected: unknown } => ({
      key: insuredKey(index),
      name: label(`${FLOW_MESSAGES.insuredRole}${insuredList.length > 1 ? index + 1 : ''}`, value),
      selected: value !== null && typeof value === 'object' ? (value as Record<string, unknown>).selected : undefined,
    })),
    agent: { key: 'agent', name: label(FLOW_MESSAGES.agentRole, agent) } satisfies NamedPerson,
  };
}

/** The people a notice of this object type is answered for. */
export function useNoticePeople(objectType: 'holder' | 'insured' | 'agent'): readonly NamedPerson[] {
  const people = useFormPeople();
  if (objectType === 'holder') return [people.holder];
  if (objectType === 'agent') return [people.agent];
  return people.insureds.map(({ key, name }) => ({ key, name }));
}

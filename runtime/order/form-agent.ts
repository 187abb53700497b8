import type { Agent } from '../../schema/entities/agent';
import { asRecord, formPerson } from './form-person';

/**
 * The agent the buyer's phone entered (form key `agent`: 工号 and person fields), as the order carries
 * it; undefined until a 工号 is given, since an agent without one is nobody the insurer knows.
 */
export function formAgent(value: unknown): Agent | undefined {
  const record = asRecord(value);
  const code = typeof record?.customerCode === 'string' ? record.customerCode.trim() : '';
  if (code === '') return undefined;
  const person = formPerson(asRecord(record?.person));
  return { customerCode: code, ...(Object.keys(person).length > 0 ? { person } : {}) };
}

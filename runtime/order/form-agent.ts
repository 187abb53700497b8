import type { Agent } from '../../schema/entities/agent';
import type { NoticeQuestion } from '../../schema/entities/notice-question';
import { asRecord, formPerson } from './form-person';

/** The agent's answered notices the page recorded (form key `agent.noticeQuestion`), when of the right shape. */
function formNoticeQuestions(value: unknown): NoticeQuestion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const notices = value.filter((item): item is NoticeQuestion => {
    const record = asRecord(item);
    return typeof record?.noticeType === 'string' && record.noticeObjectType === 'agent' && Array.isArray(record.noticeDetailList);
  });
  return notices.length > 0 ? notices : undefined;
}

/**
 * The agent the buyer's phone entered (form key `agent`: 工号 and person fields), as the order carries
 * it, with the agent notice's answers once given (the server judges them as the page did); undefined
 * until a 工号 is given, since an agent without one is nobody the insurer knows.
 */
export function formAgent(value: unknown): Agent | undefined {
  const record = asRecord(value);
  const code = typeof record?.customerCode === 'string' ? record.customerCode.trim() : '';
  if (code === '') return undefined;
  const person = formPerson(asRecord(record?.person));
  const noticeQuestion = formNoticeQuestions(record?.noticeQuestion);
  return { customerCode: code, ...(Object.keys(person).length > 0 ? { person } : {}), ...(noticeQuestion ? { noticeQuestion } : {}) };
}

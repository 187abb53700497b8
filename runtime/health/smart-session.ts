import type { SmartQuestion } from '../../schema/entities/smart-question';
import { sessionAtom } from '../state/session-atom';
import { STORAGE_KEYS } from '../state/storage-keys';
import type { PersonKey } from './person-key';

/** One affected person's run through the questionnaire. */
export interface SmartMemberRun {
  readonly person: PersonKey;
  readonly name: string;
  readonly applyNo?: string;
  /** The question rounds as the server sent them; round n is /healthnotify/detail/{i}/{n}. */
  readonly rounds: readonly (readonly SmartQuestion[])[];
  readonly verdict?: { readonly allowInsure: boolean; readonly conclusion: string };
}

/**
 * The smart underwriting in progress (spec section 2: the chosen question code and the affected family
 * members are kept in session). Route index i is the i-th affected member.
 */
export interface SmartSession {
  readonly smartQuestionNo: string;
  readonly members: readonly SmartMemberRun[];
  /** Where the buyer came from, to go back to after the conclusion. */
  readonly returnTo: string;
}

export const smartSessionAtom = sessionAtom<SmartSession | null>(`${STORAGE_KEYS.healthNoticePrefix}SMART`, null);

/** The session with one member's run replaced. */
export function withMemberRun(session: SmartSession, index: number, run: SmartMemberRun): SmartSession {
  return { ...session, members: session.members.map((member, at) => (at === index ? run : member)) };
}

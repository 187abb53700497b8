import type { NoticeAnswer } from '../../shared/notice';
import { sessionAtom } from '../state/session-atom';
import { STORAGE_KEYS } from '../state/storage-keys';
import { healthNoticeStorageKey, type PersonKey } from './person-key';

/** One person's health notice outcome, kept under its HN_ key so a reload keeps it. */
export interface HealthNoticeResult {
  /** true 符合要求, false 不符合要求, null 待完成. */
  readonly allowInsure: boolean | null;
  readonly answers?: readonly NoticeAnswer[];
  readonly questionCodes?: readonly string[];
  /** The smart questionnaire that decided the result, for /underwritingDetails and the preview block. */
  readonly applyNo?: string;
  readonly conclusion?: string;
}

const EMPTY: HealthNoticeResult = { allowInsure: null };
const atoms = new Map<PersonKey, ReturnType<typeof sessionAtom<HealthNoticeResult>>>();

/** The result atom of one person; one atom per key, so every reader sees the same value. */
export function healthNoticeAtom(key: PersonKey) {
  let atom = atoms.get(key);
  if (!atom) {
    atom = sessionAtom<HealthNoticeResult>(healthNoticeStorageKey(key), EMPTY);
    atoms.set(key, atom);
  }
  return atom;
}

/** The agent declaration tick, which the yes/no notice requires first when configured. */
export const agentDeclarationAtom = sessionAtom<boolean | null>(`${STORAGE_KEYS.healthNoticePrefix}agentDeclaration`, null);

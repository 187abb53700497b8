import type { EditorRole } from '../../schema/api/editor/editor-roles';
import type { SESSION_MESSAGES } from '../i18n/messages/session';

type SessionMessages = (typeof SESSION_MESSAGES)['en-US'];

const ROLE_KEYS = {
  operator: 'roleOperator',
  publisher: 'rolePublisher',
  qa: 'roleQa',
  admin: 'roleAdmin',
  compliance: 'roleCompliance',
} as const satisfies Record<EditorRole, keyof SessionMessages>;

/** A role's name in the interface language. */
export function roleLabel(role: EditorRole, messages: SessionMessages): string {
  return messages[ROLE_KEYS[role]];
}

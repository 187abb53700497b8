import { STORAGE_KEYS } from '../../state/storage-keys';
import { sessionAtom } from '../../state/session-atom';

/**
 * Supervision popups the buyer has read to the end and confirmed, by module id. Kept in the session
 * beside the flow state so a reload on the confirmation page does not force the reading again.
 */
export const supervisionReadAtom = sessionAtom<Record<string, boolean>>(`${STORAGE_KEYS.state}_SUPERVISION_READ`, {});

import { atom } from 'jotai';
import type { GateFacts } from '../../schema/api/editor/editor-gate-facts';

/** The server's facts for the publish gate, with what they were asked for (`key`, see gateFactsRequest). */
export interface LoadedGateFacts {
  readonly templateId: string;
  readonly key: string;
  readonly facts: GateFacts;
}

/**
 * The facts the problems panel judges the open template on: fetched for the template's goods and
 * images, fetched again when those change. Undefined until the first answer (the gate then skips the
 * rules that need them) or when the template changes.
 */
export const gateFactsAtom = atom<LoadedGateFacts | undefined>(undefined);

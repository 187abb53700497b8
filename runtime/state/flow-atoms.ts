import type { Order } from '../../schema/entities/order';
import type { Signature } from '../../schema/entities/signature';
import { sessionAtom } from './session-atom';
import { STORAGE_KEYS } from './storage-keys';

/** The page form values by form key: `policyHolder`, `insured`, `trailElement`, ... */
export type OrderFormValues = Record<string, unknown>;

/** Flow flags kept across pages and reloads. */
export interface FlowState {
  /** The highest page reached (spec: stepedPage). */
  readonly stepedPage: number;
  readonly clauseAgreed: boolean;
  readonly openRenewal: boolean;
  readonly orderNo?: string;
  readonly encryptOrderNo?: string;
  readonly planId?: string;
}

export const orderFormAtom = sessionAtom<OrderFormValues>(STORAGE_KEYS.orderData, {});
export const trialRequestAtom = sessionAtom<Partial<Order> | null>(STORAGE_KEYS.trialData, null);
export const trialResultAtom = sessionAtom<Record<string, unknown> | null>(STORAGE_KEYS.trialResult, null);
export const flowStateAtom = sessionAtom<FlowState>(STORAGE_KEYS.state, { stepedPage: 1, clauseAgreed: false, openRenewal: false });
export const filesAtom = sessionAtom<Record<string, readonly string[]>>(STORAGE_KEYS.files, {});
/** Handwritten signatures by slot (`signature-1` agent, `signature-2` holder): image and strokes. */
export const signaturesAtom = sessionAtom<Record<string, Signature>>(STORAGE_KEYS.signatures, {});

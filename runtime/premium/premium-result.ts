import type { PremiumCalculateResult } from '../../schema/api/premium-calculate';

/** The stored calculation result, read defensively: session storage may hold an older shape. */
export type StoredPremiumResult = Partial<PremiumCalculateResult>;

/** Reads `trialResultAtom`'s record as a premium calculation result. */
export function readPremiumResult(stored: Readonly<Record<string, unknown>> | null): StoredPremiumResult | undefined {
  return stored ? (stored as StoredPremiumResult) : undefined;
}

/** The total premium in fen of the last premium trial, if it holds one (the AML threshold reads it). */
export function trialTotalPremiumFen(trialResult: Readonly<Record<string, unknown>> | null): number | undefined {
  const total = trialResult?.totalPremium;
  return typeof total === 'number' && Number.isFinite(total) ? total : undefined;
}

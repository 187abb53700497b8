/** Where a chunk goes: the recording's own address; tenant and promotion in the query, so a beacon (no headers) says them too. */
export function chunkAddress(recordingId: string, seq: number, tenant: string, promotionId: string): string {
  const query = new URLSearchParams({ tenant, promotionId });
  return `/api/v1/recordings/${encodeURIComponent(recordingId)}/chunks/${seq}?${query.toString()}`;
}

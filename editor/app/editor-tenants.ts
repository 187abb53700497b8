/**
 * The tenants an operator can pick: the server's demo tenants. The editor API has no tenant list yet,
 * so these mirror the seed; a code the server does not know is reported as such by every call.
 */
export const EDITOR_TENANTS = [
  { code: 'health', name: '健康保' },
  { code: 'ba', name: '百安保险' },
] as const;

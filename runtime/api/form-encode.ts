/**
 * A body as `application/x-www-form-urlencoded` (spec: "a form request type converts the body to
 * url-encoded"): top-level fields as they are, nested objects and arrays as JSON text.
 */
export function formEncode(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (typeof body !== 'object' || body === null) return params;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params;
}

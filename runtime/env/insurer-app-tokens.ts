/**
 * The user-agent product tokens an insurer's own app appends to its WebView's user agent, e.g.
 * `... Mobile/15E148 InsurerApp/5.2.0`. `InsurerApp` is this project's convention; a deployment whose
 * app sends another token lists its tokens, comma-separated, in `VITE_INSURER_APP_UA_TOKENS` at build time.
 */
export const DEFAULT_INSURER_APP_TOKENS: readonly string[] = ['InsurerApp'];

/** The tokens from a comma-separated setting; the default when the setting is missing or blank. */
export function insurerAppTokens(configured: string | undefined): readonly string[] {
  const tokens = (configured ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');
  return tokens.length > 0 ? tokens : DEFAULT_INSURER_APP_TOKENS;
}

/**
 * Whether the user agent carries one of the tokens as a product name (`Token` or `Token/version`),
 * case-insensitively; a token inside a longer word (`MyInsurerAppKit`) does not count.
 */
export function hasInsurerAppToken(userAgent: string, tokens: readonly string[]): boolean {
  const products = userAgent
    .split(/[\s;()]+/)
    .map((part) => part.split('/')[0]?.toLowerCase() ?? '')
    .filter((name) => name !== '');
  return tokens.some((token) => products.includes(token.toLowerCase()));
}

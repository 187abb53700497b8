import type { LightMyRequestResponse } from 'fastify';

/**
 * The cookies one browser holds for the app, as far as tests need them: what the server set is sent
 * back on the next request, and a cookie the server clears (Max-Age=0) is dropped. Paths, expiry
 * dates and domains are not modelled: every cookie goes with every request.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The Cookie header to send, or undefined while the jar is empty. */
  header(): string | undefined {
    return this.cookies.size === 0 ? undefined : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps what the response's Set-Cookie headers set. */
  keep(response: LightMyRequestResponse): void {
    const raw = response.headers['set-cookie'];
    for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(equals + 1).trim());
    }
  }

  /** Sets a cookie by hand: a forged or altered one. */
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The value of a cookie held, if any. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

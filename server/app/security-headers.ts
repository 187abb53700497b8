import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy every page runs under. The editor differs only in who may frame it:
 * like the buyer app it checks templates with the precompiled validators, so neither allows eval.
 */
function contentSecurityPolicy(frameAncestors: readonly string[], scriptSrc: readonly string[] = ["'self'"], formTargets: readonly string[] = []): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // Only our own bundled scripts: no inline script.
    scriptSrc: [...scriptSrc],
    // antd and antd-mobile inject their styles at run time, and the first screen carries inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Banners and photos: our own, data and blob URLs (uploads, signatures), and any HTTPS image host a template names.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // Monaco's workers are bundled files of our own origin.
    workerSrc: ["'self'", 'blob:'],
    // The editor frames the runtime for its live preview.
    frameSrc: ["'self'"],
    frameAncestors: [...frameAncestors],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Forms post only here (the mock cashier's entry) and to the insurer's cashier: an injected form cannot send a buyer's data elsewhere.
    formAction: ["'self'", ...formTargets],
  };
}

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');
}

/** The editor may be framed by nobody. */
const EDITOR_CSP = serialize(contentSecurityPolicy(["'none'"]));

/** The origin of the insurer's cashier the pay step posts to, if one is configured. */
function cashierOrigins(cashierUrl: string | undefined): string[] {
  return cashierUrl ? [new URL(cashierUrl).origin] : [];
}

/**
 * The headers a helmet middleware sets, found once by running it on a stand-in response: the same
 * for every request, since none of helmet's middlewares reads the request.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [];
  const response = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let failed: unknown;
  middleware({} as Parameters<typeof middleware>[0], response as unknown as Parameters<typeof middleware>[1], (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * Security headers on every reply (`helmet`): a CSP the buyer app and the editor run under,
 * nosniff, a same-origin Referrer-Policy (order numbers in addresses never leave the site), framing
 * limited to the editor (this origin, or EDITOR_ORIGINS) for the buyer app and to nobody for the
 * editor, and forms posted only to this origin and the insurer's cashier (CASHIER_URL). helmet works
 * the headers out once, as the app starts; each request only copies them onto its reply (the Fastify
 * plugin of helmet builds them anew for every request, and even a built helmet walks a dozen
 * middlewares per request: a tenth of a hot call's time between them).
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: { editorOrigins: readonly string[]; cashierUrl: string | undefined }): Promise<void> {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(["'self'", ...settings.editorOrigins], ["'self'"], cashierOrigins(settings.cashierUrl)),
      },
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'sameorigin' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet itself does: replies Fastify does not serialise carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url === '/editor' || request.url.startsWith('/editor/')) {
      reply.header('content-security-policy', EDITOR_CSP);
      reply.header('x-frame-options', 'DENY');
    }
    done(null, payload);
  });
}

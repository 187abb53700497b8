// The insurer's cashier as the real-cashier walk meets it (playwright.real-cashier.config.ts): a page
// the buyer's browser posts a signed payment application to, a 确认支付 button that posts a signed
// `paid` notice to the application's notifyUrl and sends the buyer back to its returnUrl. It plays the
// other party: it signs and checks with its own code, from docs/deploy.md ("Payments"), never the server's.
//
//     CASHIER_PORT=4187 CASHIER_SECRET=… APP_ORIGIN=http://127.0.0.1:4186 node --import tsx e2e/stand-in-cashier-server.ts
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

const APPLICATION_ORDER = ['payApplyNo', 'amount', 'description', 'notifyUrl', 'returnUrl', 'expireAt', 'timestamp', 'nonce'] as const;
const NOTICE_ORDER = ['payApplyNo', 'amount', 'status', 'timestamp', 'nonce'] as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

const port = Number(required('CASHIER_PORT'));
const secret = required('CASHIER_SECRET');
/** The merchant's origin, where its notifyUrl and returnUrl must lie (a cashier knows its merchants). */
const appOrigin = new URL(required('APP_ORIGIN')).origin;

type Fields = Readonly<Record<string, string>>;

/** The documented signature: `name=value` in the given order joined by `&`, HMAC-SHA256, lowercase hex. */
function sign(order: readonly string[], fields: Fields): string {
  return createHmac('sha256', secret)
    .update(order.map((name) => `${name}=${fields[name] ?? ''}`).join('&'), 'utf8')
    .digest('hex');
}

function signedBy(order: readonly string[], fields: Fields): boolean {
  const expected = Buffer.from(sign(order, fields));
  const actual = Buffer.from(fields['sign'] ?? '');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An address of the merchant: resolved against its origin, refused when it lies anywhere else. */
function merchantUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, appOrigin);
    return url.origin === appOrigin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Applications shown and not yet settled, by the ticket their page carries. */
const open = new Map<string, Fields>();

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function yuan(fen: string): string {
  return `${(Number(fen) / 100).toFixed(2)}元`;
}

function html(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font-family: sans-serif; background: #f5f5f5; color: #333; }
  header { background: #1677ff; color: #fff; padding: 14px 16px; font-size: 17px; }
  main { margin: 16px; padding: 24px 16px; background: #fff; border-radius: 8px; text-align: center; }
  .amount { font-size: 32px; font-weight: 600; margin: 8px 0 4px; }
  .description { color: #666; margin-bottom: 24px; }
  .error { color: #d4380d; font-size: 18px; margin: 24px 0; }
  button { display: block; width: 100%; padding: 12px; margin-top: 12px; font-size: 16px; border-radius: 6px; border: 1px solid #1677ff; background: #fff; color: #1677ff; }
  button.primary { background: #1677ff; color: #fff; }
</style></head>
<body><header>保险公司收银台</header><main>${body}</main></body></html>`);
}

function errorPage(res: ServerResponse, status: number, message: string): void {
  html(res, status, '支付失败', `<p class="error">${escapeHtml(message)}</p>`);
}

async function readForm(req: IncomingMessage): Promise<Fields> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** POST /pay: the application as the merchant's page posted it, checked, shown for the buyer to pay. */
function showApplication(res: ServerResponse, application: Fields): void {
  if (!signedBy(APPLICATION_ORDER, application)) return errorPage(res, 400, '签名错误');
  if (!merchantUrl(application['notifyUrl']) || !merchantUrl(application['returnUrl'])) return errorPage(res, 400, '商户地址错误');
  if (!/^[1-9]\d*$/.test(application['amount'] ?? '')) return errorPage(res, 400, '金额错误');
  if (Number(application['expireAt']) * 1000 <= Date.now()) return errorPage(res, 400, '订单已过期');
  const ticket = randomBytes(16).toString('hex');
  open.set(ticket, application);
  html(res, 200, '收银台', `
    <div>支付金额</div>
    <div class="amount">${escapeHtml(yuan(application['amount'] ?? ''))}</div>
    <div class="description">${escapeHtml(application['description'] ?? '')}</div>
    <form method="post" action="/pay/confirm"><input type="hidden" name="ticket" value="${ticket}"><button class="primary" type="submit">确认支付</button></form>
    <form method="post" action="/pay/cancel"><input type="hidden" name="ticket" value="${ticket}"><button type="submit">取消</button></form>`);
}

/** POST /pay/confirm: money taken; the merchant is told with a signed `paid` notice, then the buyer goes back. */
async function confirm(res: ServerResponse, application: Fields): Promise<void> {
  const fields: Record<string, string> = {
    payApplyNo: application['payApplyNo'] ?? '',
    amount: application['amount'] ?? '',
    status: 'paid',
    timestamp: String(Math.floor(Date.now() / 1000)),
    nonce: randomBytes(16).toString('hex'),
  };
  const notice = { ...fields, sign: sign(NOTICE_ORDER, fields) };
  const reply = await fetch(merchantUrl(application['notifyUrl']) ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(notice).toString(),
  });
  const answer = (await reply.json().catch(() => ({}))) as { success?: boolean };
  if (!reply.ok || answer.success !== true) return errorPage(res, 502, '商户未确认支付结果');
  backToMerchant(res, application);
}

function backToMerchant(res: ServerResponse, application: Fields): void {
  res.writeHead(303, { location: merchantUrl(application['returnUrl'])?.href ?? appOrigin });
  res.end();
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://cashier').pathname;
  if (req.method === 'GET' && path === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
    return;
  }
  if (req.method === 'GET' && path === '/favicon.ico') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (req.method !== 'POST') return errorPage(res, 404, '页面不存在');
  const form = await readForm(req);
  if (path === '/pay') return showApplication(res, form);
  const application = open.get(form['ticket'] ?? '');
  if (!application) return errorPage(res, 400, '支付单不存在或已处理');
  open.delete(form['ticket'] ?? '');
  if (path === '/pay/confirm') return confirm(res, application);
  if (path === '/pay/cancel') return backToMerchant(res, application);
  return errorPage(res, 404, '页面不存在');
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) errorPage(res, 500, '收银台异常');
    else res.end();
  });
}).listen(port, '127.0.0.1', () => console.log(`stand-in cashier on http://127.0.0.1:${port}/pay for ${appOrigin}`));

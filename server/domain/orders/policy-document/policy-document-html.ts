import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import { POLICY_DOCUMENT_MESSAGES as TEXT } from './policy-document-messages';

/** What the printable policy shows, every value already as text and every personal name already masked. */
export interface PolicyDocumentFacts {
  readonly policyNo: string;
  readonly insurerName: string;
  readonly productName?: string | undefined;
  readonly planName?: string | undefined;
  readonly holderName?: string | undefined;
  readonly insuredName?: string | undefined;
  readonly insurancePeriod?: string | undefined;
  readonly insuranceStartDate?: string | undefined;
  readonly insuranceEndDate?: string | undefined;
  readonly paymentPeriod?: string | undefined;
  readonly paymentFrequency?: string | undefined;
  readonly sumInsured?: string | undefined;
  readonly premium?: string | undefined;
  readonly issueDate: string;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML: names and product names come from buyers' and editors' input. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The rows of the policy, in the order an insurer's 保险单 lists them; a fact the order lacks is left out, never shown blank. */
function rowsOf(facts: PolicyDocumentFacts): [string, string | undefined][] {
  const labels = ORDER_MESSAGES.fieldLabels;
  return [
    [ORDER_MESSAGES.policyNo, facts.policyNo],
    [TEXT.insurer, facts.insurerName],
    [labels.goodsName, facts.productName],
    [labels.planName, facts.planName],
    [TEXT.holder, facts.holderName],
    [TEXT.insured, facts.insuredName],
    [labels.insurancePeriod, facts.insurancePeriod],
    [labels.insuranceStartDate, facts.insuranceStartDate],
    [labels.insuranceEndDate, facts.insuranceEndDate],
    [labels.paymentPeriod, facts.paymentPeriod],
    [labels.paymentFrequency, facts.paymentFrequency],
    [TEXT.sumInsured, facts.sumInsured],
    [TEXT.premium, facts.premium],
    [TEXT.issueDate, facts.issueDate],
  ];
}

/** Print-friendly, and inline only: the document runs no script and loads nothing. */
const STYLE = [
  'body{font-family:"PingFang SC","Microsoft YaHei",sans-serif;color:#222;margin:0;padding:24px;background:#fff}',
  'main{max-width:720px;margin:0 auto;border:1px solid #333;padding:24px}',
  'h1{text-align:center;letter-spacing:8px;margin:0 0 4px}',
  '.insurer{text-align:center;margin:0 0 20px;color:#555}',
  'table{width:100%;border-collapse:collapse}',
  'th,td{border:1px solid #999;padding:8px 10px;text-align:left;font-size:14px}',
  'th{width:32%;background:#f5f5f5;font-weight:normal}',
  '.note{font-size:12px;color:#666;margin-top:16px}',
  '@media print{body{padding:0}main{border:none}}',
].join('');

/** The electronic policy of one policy as a complete, printable Chinese HTML document. */
export function renderPolicyDocument(facts: PolicyDocumentFacts): string {
  const rows = rowsOf(facts)
    .filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '')
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="zh-CN"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(TEXT.pageTitle(facts.policyNo))}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(TEXT.title)}</h1>`,
    `<p class="insurer">${escapeHtml(facts.insurerName)}</p>`,
    `<table><tbody>${rows}</tbody></table>`,
    `<p class="note">${escapeHtml(TEXT.note)}</p>`,
    '</main></body></html>',
  ].join('');
}

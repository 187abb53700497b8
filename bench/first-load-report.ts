import type { FirstLoadOutcome } from './first-load-audit';

/** The buyer's first-load target: everything page 1 of a promotion downloads before it is built, gzip. */
export const FIRST_LOAD_TARGET_BYTES = 150 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const met = (ok: boolean) => (ok ? 'yes' : '**no**');

/**
 * The report section on what page 1 of each seeded promotion downloads: what its HTML references
 * (every script, module preload and style sheet), what the page's code then asks for before the page is
 * built, their sum against the target, and the banner image the server paints into the HTML.
 */
export function firstLoadReportLines(outcome: FirstLoadOutcome): string[] {
  const head = ['## Buyer first load per promotion (gzip)', ''];
  if (outcome.status === 'not measured') return [...head, `Not measured: ${outcome.reason}.`, ''];
  const lines = [
    ...head,
    'Page 1 of every seeded promotion, both tenants, served by the real server and loaded in Chromium until its',
    "modules are built. \"HTML\" counts every script, module preload and style sheet the server's HTML references;",
    '"asked for after" what the page\'s code then imports (the template validators, a block\'s own chunk, ...).',
    outcome.sameHtml
      ? "The server's HTML references the same files for every promotion (only the painted banner differs)."
      : "The server's HTML references different files per promotion.",
    '',
    `| promotion | HTML | asked for after | page 1 total ≤ ${kib(FIRST_LOAD_TARGET_BYTES)} | met | banner image |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of outcome.promotions) {
    const total = row.htmlGzip + row.addedGzip;
    const banner = row.banner ? `${kib(row.banner.bytes)} ${row.banner.type}, \`${row.banner.cacheControl}\`` : 'none';
    lines.push(
      `| \`${row.promotionId}\` (${row.tenant}) | ${kib(row.htmlGzip)} in ${row.htmlFiles} files | ${kib(row.addedGzip)} in ${row.addedFiles.length} files | ${kib(total)} | ${met(total <= FIRST_LOAD_TARGET_BYTES)} | ${banner} |`,
    );
  }
  const added = [...new Set(outcome.promotions.flatMap((row) => row.addedFiles))].map((file) => `\`${file.replace(/^assets\//, '')}\``);
  lines.push('', `Asked for after the HTML: ${added.length === 0 ? 'nothing' : added.join(', ')}.`, '');
  return lines;
}

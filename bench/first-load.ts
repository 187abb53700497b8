import { resolve } from 'node:path';
import { auditFirstLoads } from './first-load-audit';
import { firstLoadReportLines } from './first-load-report';

/**
 * Prints only the report's first-load section, for checking a build without the whole benchmark:
 * `npx tsx bench/first-load.ts` (`DIST_DIR=dist-x` for another build, `BENCH_FIRST_LOAD_PORT` for another port).
 */
const dist = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const outcome = await auditFirstLoads(dist);
console.log(firstLoadReportLines(outcome).join('\n'));
if (outcome.status === 'measured') {
  for (const row of outcome.promotions) console.log(`${row.promotionId}: asked for after the HTML: ${row.addedFiles.join(', ') || 'nothing'}`);
}

import { measureServer } from './server-bench';
import { serverReportLines } from './server-report';

// The API throughput section alone, printed rather than written to the report (`tsx bench/run-server.ts`).
console.log(serverReportLines(await measureServer()).join('\n'));

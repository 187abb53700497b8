// `npm test`: the whole suite in stages, stopping at the first that fails, and each stage's time at
// the end (also after a failure), so a slow stage is seen where it happens.
//   setup      what the machine needs beyond npm (scripts/setup-machine.sh): fails in seconds, not
//              after the unit suite, on a machine without Chromium
//   lint, typecheck, unit, build, e2e (the main run, then the unpaid-close and real-cashier runs)
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['setup', 'bash', ['scripts/setup-machine.sh']],
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run']],
  ['build', 'npx', ['vite', 'build']],
  ['e2e', 'npx', ['playwright', 'test']],
  ['e2e unpaid close', 'npx', ['playwright', 'test', '-c', 'playwright.unpaid-close.config.ts']],
  ['e2e real cashier', 'npx', ['playwright', 'test', '-c', 'playwright.real-cashier.config.ts']],
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const times = [];
const started = Date.now();
let failed;
for (const [name, command, args] of STAGES) {
  const at = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  times.push([name, Date.now() - at]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}
console.log('\n=== stage times');
for (const [name, ms] of times) console.log(`${name.padEnd(18)} ${minutes(ms)}`);
console.log(`${'total'.padEnd(18)} ${minutes(Date.now() - started)}${failed ? `  (stopped: ${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);

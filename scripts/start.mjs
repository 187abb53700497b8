// `npm start`: builds the apps when the build is missing, then starts the server (which migrates,
// seeds and prints the demo links).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args) => {
  const result = spawnSync(npm, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync('dist/index.html') || !existsSync('dist/editor/index.html')) run(['run', 'build']);
else run(['run', 'gen']);
run(['run', 'serve']);

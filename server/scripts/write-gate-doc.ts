import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderGateDoc } from './render-gate-doc';

writeFileSync(resolve(import.meta.dirname, '../../docs/publish-gate.md'), renderGateDoc());

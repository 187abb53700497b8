import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderApiDoc } from './render-api-doc';

writeFileSync(resolve(import.meta.dirname, '../../docs/api.md'), await renderApiDoc());

import { performance } from 'node:perf_hooks';
import { BLOCK_CATALOGUE } from '../schema/catalogue';
import { attrsComponents } from '../schema/validate/attrs-sites';
import { compileTemplateValidator } from '../schema/validate/compile-template-validator';
import { loadPrecompiledTemplateValidator } from '../schema/validate/precompiled-template-validator';
import type { SchemaValidator } from '../schema/validate/schema-validator';
import { validateTemplate } from '../schema/validate/validate-template';
import { bigTemplate } from './big-template';

export interface ThroughputFigures {
  readonly validator: string;
  readonly modules: number;
  readonly runs: number;
  readonly medianMs: number;
  readonly perSecond: number;
}

function measure(name: string, validator: SchemaValidator, moduleCount: number, runs: number): ThroughputFigures {
  const template = bigTemplate(moduleCount);
  const result = validateTemplate(template, validator, BLOCK_CATALOGUE);
  if (!result.valid) throw new Error(`bench template is invalid: ${JSON.stringify(result.problems.slice(0, 3))}`);
  for (let i = 0; i < 20; i++) validateTemplate(template, validator, BLOCK_CATALOGUE);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    validateTemplate(template, validator, BLOCK_CATALOGUE);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return { validator: name, modules: moduleCount, runs, medianMs, perSecond: 1000 / medianMs };
}

/**
 * Full validation (schema + template checks) of a 500-module template, precompiled and ajv-compiled.
 * The precompiled one is what the buyer app validates with: the structure and the attrs checks of the
 * template's blocks, loaded before the clock starts.
 */
export async function measureValidationThroughput(moduleCount = 500, runs = 200): Promise<ThroughputFigures[]> {
  const precompiled = await loadPrecompiledTemplateValidator(attrsComponents(bigTemplate(moduleCount)));
  return [
    measure('precompiled standalone (buyer app)', precompiled, moduleCount, runs),
    measure('ajv compiled at run time (server, editor)', compileTemplateValidator(), moduleCount, runs),
  ];
}

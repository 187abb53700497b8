import type { ModuleStandIn } from '../template/module-stand-in';
import { ModuleProblemCard } from './module-problem-card';
import { moduleProblemOf } from './module-problem-stand-in';

/** The preview's stand-ins: a module that fails validation shows its error card; every other module, its block. */
export const previewStandIn: ModuleStandIn = (module) => {
  const problem = moduleProblemOf(module);
  return problem ? <ModuleProblemCard module={module} problem={problem} /> : undefined;
};

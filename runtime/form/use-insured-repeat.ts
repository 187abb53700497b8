import { checkInsuredCount } from '../../shared/insured/check-insured-count';
import type { EffectiveInsuredCountLimits } from '../premium/insured-count-limits';
import { useInsuredCountLimits } from '../premium/use-insured-count-limits';
import type { NamePath } from '../template/form-scope';
import { usePage } from '../template/page-context';
import { useReportInsuredCountProblem } from './insured-count-problems';
import { useRepeat, type Repeat } from './use-repeat';
import { useWatchField } from './use-watch-field';

/** The insured entries of a block, within the plan's insured count limits. */
export interface InsuredRepeat extends Repeat {
  readonly limits: EffectiveInsuredCountLimits;
  /** Why the entries cannot go on as they stand (spec section 5 count messages), or undefined. */
  readonly problem: string | undefined;
}

/**
 * An insured block's entries at `path`, bounded by the chosen plan's maxInsuredCount and
 * minInsuredCount over the template's maxCount and minCount (see useInsuredCountLimits). Entries whose
 * selected flag is false do not count. A count outside the limits (more entries than a newly chosen
 * plan allows) is the block's problem, reported for the forward buttons to refuse with.
 */
export function useInsuredRepeat(
  moduleId: string,
  path: NamePath,
  template: { readonly minCount?: number | undefined; readonly maxCount: number },
  alsoRemoveFrom?: readonly NamePath[],
): InsuredRepeat {
  const limits = useInsuredCountLimits(template.minCount, template.maxCount);
  const repeat = useRepeat(path, limits.min, limits.max, alsoRemoveFrom);
  const { form } = usePage();
  const watched = useWatchField(path);
  const list: unknown = watched ?? form.getFieldValue([...path]);
  const deselected = Array.isArray(list) ? list.filter((entry) => (entry as { selected?: unknown } | null)?.selected === false).length : 0;
  const problem = checkInsuredCount(repeat.count - deselected, limits);
  useReportInsuredCountProblem(moduleId, problem);
  return { ...repeat, limits, problem };
}

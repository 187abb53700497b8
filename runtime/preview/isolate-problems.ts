import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';
import { locateProblem } from '../../shared/template/locate-problem';
import { describePlace, describeWithin } from './describe-place';
import { moduleProblemStandIn, type ModuleIssue } from './module-problem-stand-in';

/** A problem the preview cannot show on a module: where it is (readable) and what is wrong. */
export interface PlaceIssue {
  readonly place: string;
  readonly message: string;
}

/** What of a template that fails validation the preview can show, and what it lists apart. */
export interface IsolatedTemplate {
  /** The template with each broken module replaced by its stand-in; whatever is unchanged keeps its objects. */
  readonly template: TemplateConfig;
  /** The problems no shown module carries: the template's own, a page's, a hidden module's. */
  readonly elsewhere: readonly PlaceIssue[];
}

type Item = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A module list with broken modules replaced and items that are no module left out; the same array when nothing changes. */
function rebuildModules(list: readonly unknown[], cards: ReadonlyMap<object, readonly ModuleIssue[]>): readonly unknown[] {
  let changed = false;
  const next = list.flatMap((item) => {
    if (!isRecord(item)) {
      changed = true;
      return [];
    }
    const issues = cards.get(item);
    const rebuilt = issues ? moduleProblemStandIn(item, issues) : withRebuiltChildren(item, cards);
    if (rebuilt !== item) changed = true;
    return [rebuilt];
  });
  return changed ? next : list;
}

function withRebuiltChildren(module: Item, cards: ReadonlyMap<object, readonly ModuleIssue[]>): Item {
  if (!Array.isArray(module.children)) return module;
  const children = rebuildModules(module.children, cards);
  return children === module.children ? module : { ...module, children };
}

/**
 * Splits the problems of a template that fails validation by what they break. A module with a problem
 * of its own (its attrs, id, component, form key, children) is replaced by a stand-in carrying its
 * problems, and those of any broken module inside it, worded readably, for its error card; every other
 * module renders. Problems of the template, of a page, or of a module the buyer would not see (hidden
 * itself or inside a hidden one) are listed apart. A page whose module list is not a list shows no
 * modules; list items that are no object are left out. Undefined when no page is left to show.
 */
export function isolateProblems(input: unknown, problems: readonly Problem[]): IsolatedTemplate | undefined {
  if (!isRecord(input) || !Array.isArray(input.pageList)) return undefined;
  const pageList: readonly unknown[] = input.pageList;
  const located = problems.map((problem) => ({ problem, location: locateProblem(input as unknown as TemplateConfig, problem.path) }));
  const broken = new Set<object>(located.flatMap(({ location }) => location.modules.slice(-1)));
  const cards = new Map<object, ModuleIssue[]>();
  const elsewhere: PlaceIssue[] = [];
  for (const { problem, location } of located) {
    // The outermost broken module on the way owns the problem: its stand-in replaces all inside it.
    const at = location.modules.findIndex((module) => broken.has(module));
    const owner = location.modules[at];
    if (owner === undefined || location.modules.slice(0, at + 1).some((module) => module.isDefault === false)) {
      elsewhere.push({ place: describePlace(location), message: problem.message });
      continue;
    }
    const issues = cards.get(owner) ?? [];
    issues.push({ field: describeWithin(location.modules.slice(at + 1), location.rest), message: problem.message });
    cards.set(owner, issues);
  }
  // A hidden broken module becomes a hidden stand-in: out of sight, and out of reach of whatever reads modules by name.
  for (const module of broken) if (!cards.has(module)) cards.set(module, []);

  const pages = pageList.filter(isRecord).map((page) => {
    const list: readonly unknown[] = Array.isArray(page.moduleList) ? page.moduleList : [];
    const moduleList = rebuildModules(list, cards);
    return moduleList === page.moduleList ? page : { ...page, moduleList };
  });
  if (pages.length === 0) return undefined;
  const unchanged = pages.length === pageList.length && pages.every((page, index) => page === pageList[index]);
  const template = (unchanged ? input : { ...input, pageList: pages }) as unknown as TemplateConfig;
  return { template, elsewhere };
}

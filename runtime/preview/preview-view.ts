import type { TemplateConfig } from '../../schema/template/template-config';
import { locateProblem } from '../../shared/template/locate-problem';
import type { TemplateState } from '../template/template-state';
import { describePlace } from './describe-place';
import { isolateProblems, type PlaceIssue } from './isolate-problems';

/**
 * What the preview shows for the template it was sent: a page (of a valid template, or of an invalid
 * one with its broken modules standing in as error cards and the other problems listed apart), or,
 * when nothing of it can be shown, the state with every problem worded readably.
 */
export type PreviewView =
  | { readonly status: 'shown'; readonly template: TemplateConfig; readonly elsewhere: readonly PlaceIssue[] }
  | { readonly status: 'unshown'; readonly state: Exclude<TemplateState, { status: 'ready' }>; readonly issues: readonly PlaceIssue[] };

const NONE: readonly PlaceIssue[] = [];

/** Every problem of a template check, each with its place worded readably (none unless the template is invalid). */
export function describeProblems(state: TemplateState): readonly PlaceIssue[] {
  if (state.status !== 'invalid') return NONE;
  const template = (typeof state.input === 'object' && state.input !== null ? state.input : {}) as TemplateConfig;
  return state.problems.map((problem) => ({ place: describePlace(locateProblem(template, problem.path)), message: problem.message }));
}

/** The preview's view of a template check's outcome. */
export function previewViewOf(state: TemplateState): PreviewView {
  if (state.status === 'ready') return { status: 'shown', template: state.template, elsewhere: NONE };
  const isolated = state.status === 'invalid' ? isolateProblems(state.input, state.problems) : undefined;
  if (isolated) return { status: 'shown', ...isolated };
  return { status: 'unshown', state, issues: describeProblems(state) };
}

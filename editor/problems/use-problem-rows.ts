import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem, ProblemSeverity } from '../../schema/validate/problem';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { useMessages } from '../i18n/use-messages';
import { describeProblemPath } from './describe-problem-path';
import { locateProblem } from './locate-problem';
import { problemTarget, type ProblemTarget } from './problem-target';
import { problemText } from './problem-text';

/** A problem as the lists show it: its words and place in the operator's language, and where a click leads. */
export interface ProblemRowModel {
  readonly key: string;
  readonly problem: Problem;
  readonly severity: ProblemSeverity;
  readonly text: string;
  readonly place: string;
  readonly target: ProblemTarget;
}

/**
 * The rows of a problem list over a template: the schema's problems and the gate's errors as errors,
 * the gate's warnings as warnings, each with the readable place the problems panel shows.
 */
export function useProblemRows(template: TemplateConfig, problems: readonly Problem[]): readonly ProblemRowModel[] {
  const words = useMessages(PROBLEMS_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  return useMemo(
    () =>
      problems.map((problem) => {
        const location = locateProblem(template, problem.path);
        return {
          key: `${problem.rule ?? ''}\u0000${problem.path}\u0000${problem.message}`,
          problem,
          severity: problem.severity ?? 'error',
          text: problemText(problem, locale),
          place: describeProblemPath(location, words, locale),
          target: problemTarget(location),
        };
      }),
    [template, problems, words, locale],
  );
}

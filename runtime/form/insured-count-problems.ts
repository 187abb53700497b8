import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * What the insured blocks on screen say is wrong with their count, by module id (被保人数量不能超过N人
 * after switching to a plan with a lower maximum). Forward buttons refuse while any is set.
 */
export const insuredCountProblemsAtom = atom<Readonly<Record<string, string>>>({});

/** Keeps this block's entry of insuredCountProblemsAtom current, and drops it when the block goes. */
export function useReportInsuredCountProblem(moduleId: string, problem: string | undefined): void {
  const setProblems = useSetAtom(insuredCountProblemsAtom);
  useEffect(() => {
    if (!problem) return undefined;
    setProblems((current) => ({ ...current, [moduleId]: problem }));
    return () =>
      setProblems((current) => {
        const { [moduleId]: _gone, ...rest } = current;
        return rest;
      });
  }, [moduleId, problem, setProblems]);
}

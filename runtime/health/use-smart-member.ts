import { useAtom, useStore } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { orderFormAtom } from '../state/flow-atoms';
import { healthNoticeAtom } from './health-notice-atoms';
import { withInsuredVerdict } from './insured-verdict';
import { insuredIndexOf } from './person-key';
import { smartSessionAtom, withMemberRun, type SmartMemberRun } from './smart-session';

/**
 * The questionnaire member a /healthnotify page is for (route index i is the i-th affected member),
 * with ways to update the run, record the verdict and move between the steps.
 */
export function useSmartMember() {
  const params = useParams();
  const index = Number(params.index ?? 0);
  const [session, setSession] = useAtom(smartSessionAtom);
  const store = useStore();
  const navigate = useNavigate();
  const search = window.location.search;
  const run = session?.members[index];

  function update(next: SmartMemberRun) {
    const current = store.get(smartSessionAtom);
    if (current) setSession(withMemberRun(current, index, next));
  }

  /** Writes the verdict to the person's HN_ result and, for an insured, to the stored form values. */
  function recordVerdict(verdict: { allowInsure: boolean; conclusion: string }, applyNo: string | undefined) {
    if (!run) return;
    const previous = store.get(healthNoticeAtom(run.person));
    store.set(healthNoticeAtom(run.person), { ...previous, allowInsure: verdict.allowInsure, conclusion: verdict.conclusion, ...(applyNo ? { applyNo } : {}) });
    const insured = insuredIndexOf(run.person);
    if (insured !== undefined) store.set(orderFormAtom, withInsuredVerdict(store.get(orderFormAtom), insured, verdict.allowInsure));
  }

  const go = (path: string) => navigate(`/healthnotify/${path}${search}`);
  return { index, session, run, update, recordVerdict, go };
}

import { useAtomValue } from 'jotai';
import { useContext } from 'react';
import { InsureResultContext } from '../../order-flow/insure-result-context';
import { previewPhase } from '../../order-flow/insure-result-phase';
import { useInsureResult } from '../../order-flow/use-insure-result';
import { useResultLookup } from '../../order-flow/use-result-lookup';
import { useResultOrderFacts } from '../../order-flow/use-result-order-facts';
import { useRuntime } from '../../app/runtime-context';
import { previewInsureResultStatusAtom } from '../../state/preview-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { InsureResultView } from './insure-result-view';

/**
 * The result page's block: polls the order's insure result every 5 s while processing, unless the
 * result route around it polls already (InsureResultContext). Its 订单信息 is the stored order's (see
 * useResultOrderFacts). In the editor's preview no order exists; it shows the status the editor asks
 * for (0 success, 1 failure).
 */
export default function InsureResult({ attrs }: BlockProps<'insureResult'>) {
  const { query } = useRuntime();
  const { template } = usePage();
  const shared = useContext(InsureResultContext);
  const previewStatus = useAtomValue(previewInsureResultStatusAtom);
  const preview = query.mode === 'preview' || query.mode === 'template';
  const lookup = useResultLookup();
  const own = useInsureResult(preview || shared ? undefined : lookup);
  const state = shared ?? own;
  const facts = useResultOrderFacts(preview ? undefined : lookup, template.goodsName);
  const phase = preview ? previewPhase(previewStatus ?? 0) : state.phase;
  return <InsureResultView headingLevel={shared?.headingLevel} attrs={attrs} phase={phase} result={preview ? undefined : state.result} facts={facts} refusal={state.refusal} />;
}

import { useAtomValue } from 'jotai';
import { previewPhase } from '../../order-flow/insure-result-phase';
import { useInsureResult } from '../../order-flow/use-insure-result';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { useResultLookup } from '../../order-flow/use-result-lookup';
import { useRuntime } from '../../app/runtime-context';
import { previewInsureResultStatusAtom } from '../../state/preview-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { InsureResultView } from './insure-result-view';

/**
 * The result page's block: polls the order's insure result every 5 s while processing. In the
 * editor's preview no order exists; it shows the status the editor asks for (0 success, 1 failure).
 */
export default function InsureResult({ attrs }: BlockProps<'insureResult'>) {
  const { query } = useRuntime();
  const { template } = usePage();
  const previewStatus = useAtomValue(previewInsureResultStatusAtom);
  const preview = query.mode === 'preview' || query.mode === 'template';
  const lookup = useResultLookup();
  const state = useInsureResult(preview ? undefined : lookup);
  const facts = useOrderFacts(template.goodsName);
  const phase = preview ? previewPhase(previewStatus ?? 0) : state.phase;
  return <InsureResultView attrs={attrs} phase={phase} result={preview ? undefined : state.result} facts={facts} refusal={state.refusal} />;
}

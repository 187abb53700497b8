import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { LINKAGE_WRITE_DEBOUNCE_MS } from '../../shared/constants';
import { useRuntime } from '../app/runtime-context';
import { asRecord } from '../order/form-person';
import { TRIAL_TYPE_KEY } from '../order/trial-factors';
import { useSetFields } from '../form/use-set-fields';
import { useWatchField } from '../form/use-watch-field';
import { formKeyToPath } from '../template/form-scope';
import { usePage } from '../template/page-context';
import { linkedChanges, parseLinkedFactors } from './linked-factors';
import { linkagePendingAtom } from './linkage-pending-atom';
import { selectedPlanAtom } from './premium-atoms';

/** The values the factor linkage offers, by factor code; a factor not named offers all its choices. */
export const linkedFactorValuesAtom = atom<Readonly<Record<string, readonly string[]>>>({});

/**
 * The factor to ask the product about: on the first look the first one with a value; after that, of
 * the factors changed since the product last answered, one that decides others before one that is
 * decided (`linkedTargets`). A buyer who picks 10年 cover and, within the pause, a payment period the
 * rows still offered for the old cover is asked about as a change of cover, which re-decides the
 * payment period from both values, instead of as a payment period the new cover does not allow.
 */
function changedFactor(values: Readonly<Record<string, unknown>>, answered: Readonly<Record<string, unknown>> | undefined, linkedTargets: ReadonlySet<string>): string | undefined {
  const codes = Object.keys(values).filter((code) => code !== TRIAL_TYPE_KEY && typeof values[code] === 'string' && values[code] !== '');
  if (!answered) return codes[0];
  const changed = codes.filter((code) => values[code] !== answered[code]);
  return changed.find((code) => !linkedTargets.has(code)) ?? changed[0];
}

/**
 * The dynamic factor linkage of a trial-factor module that declares it (spec section 7, e.g. the
 * insurance period decides which payment periods are offered): whenever one of its factors changes,
 * and once when the page opens, asks `queryDynamicFactor`, narrows the linked factors' choices
 * (linkedFactorValuesAtom, read by the period rows) and moves a linked factor whose value is no
 * longer offered to the value the product gives it. A refusal is told by the API client. After the
 * first look, changes are asked about once the buyer has stopped changing factors for
 * LINKAGE_WRITE_DEBOUNCE_MS (spec section 9, "1000 ms linkage writes"): tapping through periods asks
 * and rewrites the linked factors once, for the last choice, not once per tap. Meanwhile
 * linkagePendingAtom holds pricing back.
 */
export function useFactorLinkage(enabled: boolean, formKey: string): void {
  const { api, query } = useRuntime();
  const { template } = usePage();
  const plan = useAtomValue(selectedPlanAtom);
  const scope = formKeyToPath(formKey);
  const values = asRecord(useWatchField(scope)) ?? {};
  const setFields = useSetFields();
  const setLinked = useSetAtom(linkedFactorValuesAtom);
  const setPending = useSetAtom(linkagePendingAtom);
  // The factors as the product last answered for them, and the factors it has decided so far.
  const answered = useRef<Readonly<Record<string, unknown>> | undefined>(undefined);
  const linkedTargets = useRef(new Set<string>());
  const askedOnce = useRef(false);
  const goodsId = query.params.goodsId ?? template.goodsId;
  const planId = plan?.planId;
  // The effect keys on content: the watched object is rebuilt on every render.
  const key = JSON.stringify(values);
  const scopeKey = JSON.stringify(scope);

  useEffect(() => {
    if (!enabled || !planId || !goodsId) return undefined;
    const current = JSON.parse(key) as Record<string, unknown>;
    const code = changedFactor(current, answered.current, linkedTargets.current);
    if (!code) return undefined;
    const { [TRIAL_TYPE_KEY]: _marker, ...dynamicFactorMap } = current;
    let live = true;
    const ask = () => {
      answered.current = current;
      api.call('queryDynamicFactor', { goodsId, planId, factorCode: code, factorValue: String(current[code]), dynamicFactorMap }).then(
        (reply) => {
          if (!live) return;
          const linked = parseLinkedFactors(reply.result?.dynamicFactorResultJson ?? '');
          for (const factor of Object.keys(linked)) linkedTargets.current.add(factor);
          setLinked((known) => ({ ...known, ...Object.fromEntries(Object.entries(linked).map(([factor, entry]) => [factor, entry.values])) }));
          const path = JSON.parse(scopeKey) as (string | number)[];
          const changes = linkedChanges(linked, current);
          // What the product moved is no buyer's change: it asks nothing further.
          answered.current = { ...current, ...Object.fromEntries(changes) };
          setFields(changes.map(([factor, value]) => [[...path, factor], value] as const));
        },
        () => undefined,
      ).finally(() => {
        if (live) setPending(false);
      });
    };
    // The page's first look asks at once: the period rows must offer the right choices from the start.
    const firstLook = !askedOnce.current;
    askedOnce.current = true;
    setPending(true);
    const timer = firstLook ? undefined : setTimeout(ask, LINKAGE_WRITE_DEBOUNCE_MS);
    if (firstLook) ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      setPending(false);
    };
  }, [enabled, key, scopeKey, planId, goodsId, api, setLinked, setFields, setPending]);
}

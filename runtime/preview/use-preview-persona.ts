import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { Plan } from '../../schema/entities/plan';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { TemplateConfig } from '../../schema/template/template-config';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { personaSeed } from '../../shared/preview/persona-seed';
import { useRuntime } from '../app/runtime-context';
import { previewPersonaAtom } from '../state/preview-atoms';
import { applyPersonaSeed } from './apply-persona';
import { fetchApiQuery } from '../api/api-queries';

/** Where the preview stands with the persona the editor named. */
export interface PreviewPersonaState {
  /** The persona the page now shows, once applied. */
  readonly persona: PreviewPersona | undefined;
  /** Goes up with each application: the page starts afresh under a new key. */
  readonly revision: number;
  /** A persona is named and none applied yet: showing the page now would show nobody's, then restart. */
  readonly pending: boolean;
}

/**
 * Acts as the persona the editor names (see `previewPersonaAtom`): once the template is there, and again
 * on each new persona or goods, puts the persona's buyer in the store (`personaSeed`, with the goods'
 * plans, which the client keeps in memory) and counts a revision. Edits of the template do not apply it
 * again: they must reach the frame at once, and what the operator typed in the preview stays.
 */
export function usePreviewPersona(template: TemplateConfig | undefined): PreviewPersonaState {
  const { api, query } = useRuntime();
  const store = useStore();
  const named = useAtomValue(previewPersonaAtom);
  const [applied, setApplied] = useState<{ persona: PreviewPersona; revision: number } | undefined>(undefined);
  const latest = useRef(template);
  latest.current = template;
  const ready = template !== undefined;
  const goodsId = query.params.goodsId ?? template?.goodsId;

  useEffect(() => {
    if (!named || !ready) return undefined;
    let live = true;
    const plans: Promise<readonly Plan[]> = goodsId
      ? fetchApiQuery(api, 'queryGoodsPlanList', { goodsId }).then((reply) => reply.value?.planList ?? [], () => [])
      : Promise.resolve([]);
    void plans.then((list) => {
      const current = latest.current;
      if (!live || !current) return;
      applyPersonaSeed(store, personaSeed({ template: current, plans: list, persona: named, today: todayInShanghai() }));
      setApplied((previous) => ({ persona: named, revision: (previous?.revision ?? 0) + 1 }));
    });
    return () => {
      live = false;
    };
  }, [api, store, named, ready, goodsId]);

  return { persona: applied?.persona, revision: applied?.revision ?? 0, pending: named !== undefined && applied === undefined };
}

import { Fragment, useMemo, type ReactNode } from 'react';
import type { PreviewPlan } from '../../schema/preview/preview-message';
import type { TemplateConfig } from '../../schema/template/template-config';
import { personaQuery } from '../../shared/preview/persona-query';
import { RouteLoading } from '../app/route-loading';
import { RuntimeContext, useRuntime } from '../app/runtime-context';
import { usePreviewPersona } from './use-preview-persona';
import { PersonaRevisionContext } from './walk/persona-revision';
import { useProductPlansReport } from './use-product-plans-report';

export interface PersonaScopeProps {
  readonly template: TemplateConfig;
  readonly onProductPlans: (goodsId: string, plans: readonly PreviewPlan[]) => void;
  readonly children: ReactNode;
}

/**
 * The previewed page as the persona's buyer gets it: started afresh for each persona (the page below
 * is mounted anew, so its form takes the persona's values), with the persona's channel and user id in
 * the address the blocks read. Until the first persona named is applied it shows the loading state.
 * Reports the goods' plans to the editor meanwhile.
 */
export function PersonaScope({ template, onProductPlans, children }: PersonaScopeProps) {
  const runtime = useRuntime();
  const persona = usePreviewPersona(template);
  useProductPlansReport(template, onProductPlans);
  const applied = persona.persona;
  // One value per persona: a new object on every edit would render every block that reads the context.
  const value = useMemo(() => (applied ? { ...runtime, query: personaQuery(runtime.query, applied) } : runtime), [runtime, applied]);
  if (persona.pending) return <RouteLoading />;
  return (
    <RuntimeContext.Provider value={value}>
      <PersonaRevisionContext.Provider value={persona.revision}>
        <Fragment key={persona.revision}>{children}</Fragment>
      </PersonaRevisionContext.Provider>
    </RuntimeContext.Provider>
  );
}

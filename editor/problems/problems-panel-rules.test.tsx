// @vitest-environment happy-dom
import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GateFacts } from '../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../schema/template/template-config';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import { gateContext } from '../../shared/publish-gate/gate-context';
import { fillGateMessage } from '../../shared/publish-gate/gate-finding';
import { runPublishGate } from '../../shared/publish-gate/run-publish-gate';
import { worldFacts } from '../../shared/publish-gate/testing/gate-world';
import { publishableWorld } from '../../shared/publish-gate/testing/publishable-world';
import { RULES_TO_BREAK } from '../../shared/publish-gate/testing/rule-breakers';
import { dispatchDocumentAtom } from '../document/document-atoms';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { templateValidatorAtom } from '../workspace/template-validator-atom';
import { gateFactsAtom } from './gate-facts-atom';
import { gateFactsRequest } from './gate-facts-request';
import { ProblemsPanel } from './problems-panel';

const validator = { validate: compileTemplateValidator() };

/** How each language names a place: the template, or a page and its modules. */
const PLACE_WORDS = {
  'zh-CN': { template: '模板', page: (n: number) => `第${n}页`, module: (label: string) => `模块「${label}」` },
  'en-US': { template: 'Template', page: (n: number) => `Page ${n}`, module: (label: string) => `Module "${label}"` },
} as const;

/** The problems panel over a template opened with the server's facts for it, as the operator's page holds it. */
function renderPanel(template: TemplateConfig, facts: GateFacts, locale: keyof typeof PLACE_WORDS): HTMLElement {
  const store = createStore();
  store.set(editorLocaleAtom, locale);
  store.set(templateValidatorAtom, validator);
  store.set(dispatchDocumentAtom, { type: 'load', template });
  store.set(openedTemplateAtom, {
    templateId: 'tpl-1',
    tenant: 'health',
    summary: { templateId: 'tpl-1', name: '测试', description: '', status: 'draft', latestVersion: null, revision: 1, createdAt: '', updatedAt: '', publishedAt: null, draftEditor: null },
  });
  store.set(gateFactsAtom, { templateId: 'tpl-1', key: gateFactsRequest(template).key, facts });
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <Provider store={store}>
      <ProblemsPanel />
    </Provider>,
  );
  return container;
}

/** The module a finding's pointer names, if it names one (`/pageList/1/moduleList/0/...`). */
function moduleAt(template: TemplateConfig, path: string) {
  const match = /^\/pageList\/(\d+)\/moduleList\/(\d+)/.exec(path);
  return match ? template.pageList[Number(match[1])]?.moduleList[Number(match[2])] : undefined;
}

describe('the problems panel, rule by rule', () => {
  it.each(RULES_TO_BREAK)('$id: listed under its severity with its words and a readable place, in either language', ({ id, rule, breaker }) => {
    const world = breaker(publishableWorld);
    const facts = worldFacts(world);
    const own = runPublishGate(world.template, gateContext(facts)).filter((finding) => finding.rule === id);
    expect(own.length).toBeGreaterThan(0);
    const otherSeverity = rule.severity === 'error' ? 'warning' : 'error';
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const panel = renderPanel(world.template, facts, locale);
      const rows = [...panel.querySelectorAll(`[data-testid="problem-group-${rule.severity}"] li[data-rule="${id}"]`)];
      expect(rows).toHaveLength(own.length);
      expect(panel.querySelectorAll(`[data-testid="problem-group-${otherSeverity}"] li[data-rule="${id}"]`)).toHaveLength(0);
      const words = PLACE_WORDS[locale];
      for (const [index, finding] of own.entries()) {
        const row = rows[index];
        expect(row?.textContent).toContain(fillGateMessage(rule.message[locale], finding.params, locale));
        const place = row?.querySelector('[data-testid="problem-place"]')?.textContent ?? '';
        // Readable: named from the template or its page, never the raw pointer.
        expect(place).not.toMatch(/pageList|moduleList|\//);
        const page = /^\/pageList\/(\d+)/.exec(finding.path);
        expect(place.startsWith(page ? words.page(Number(page[1]) + 1) : words.template), `${finding.path} reads ${place}`).toBe(true);
        const module = moduleAt(world.template, finding.path);
        if (module) expect(place).toContain(words.module(module.label));
      }
    }
  });
});

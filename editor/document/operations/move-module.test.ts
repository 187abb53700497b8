import { describe, expect, it } from 'vitest';
import { canPlace } from '../can-place';
import type { HistoryAction } from '../history';
import { healthFixture } from '../testing/health-fixture';
import { childIds } from '../testing/outline';
import { replay } from '../testing/replay';
import { templateProblems } from '../testing/template-problems';
import { moveModule } from './move-module';

const base = healthFixture();
const TRIAL_TOP = childIds(base, 'page-trial');

function move(moduleId: string, pageId: string, parentId: string | null, index: number): HistoryAction {
  return { type: 'moveModule', moduleId, place: { pageId, parentId, index } };
}

describe('moveModule', () => {
  it('reads the index as the gap before the move: down by one lands after the next sibling', () => {
    const down = moveModule(base, { moduleId: 'trial-banner', place: { pageId: 'page-trial', parentId: null, index: 2 } });
    expect(childIds(down, 'page-trial').slice(0, 3)).toEqual(['trial-plans', 'trial-banner', 'trial-plan-tabs']);
    const toEnd = moveModule(base, { moduleId: 'trial-banner', place: { pageId: 'page-trial', parentId: null, index: TRIAL_TOP.length } });
    expect(childIds(toEnd, 'page-trial').at(-1)).toBe('trial-banner');
    const up = moveModule(base, { moduleId: 'trial-toolbar', place: { pageId: 'page-trial', parentId: null, index: 0 } });
    expect(childIds(up, 'page-trial')[0]).toBe('trial-toolbar');
  });

  it('leaves the template untouched when the module would land where it is', () => {
    expect(moveModule(base, { moduleId: 'trial-plans', place: { pageId: 'page-trial', parentId: null, index: 1 } })).toBe(base);
    expect(moveModule(base, { moduleId: 'trial-plans', place: { pageId: 'page-trial', parentId: null, index: 2 } })).toBe(base);
    expect(moveModule(base, { moduleId: 'no-such-module', place: { pageId: 'page-trial', parentId: null, index: 0 } })).toBe(base);
  });

  it('moves across pages, into a container and back out, staying valid', () => {
    const history = replay(base, [
      move('trial-faq', 'page-result', null, 1),
      move('info-holder-email', 'page-info', 'info-insured', 2),
      move('info-insured-phone', 'page-info', null, 0),
    ]);
    const next = history.present;
    expect(childIds(next, 'page-result')).toEqual(['result-status', 'trial-faq', 'result-consult']);
    expect(childIds(next, 'page-trial')).not.toContain('trial-faq');
    expect(childIds(next, 'page-info', 'info-insured').slice(0, 3)).toEqual(['info-insured-holderRelation', 'info-insured-name', 'info-holder-email']);
    expect(childIds(next, 'page-info', 'info-holder')).not.toContain('info-holder-email');
    expect(childIds(next, 'page-info')[0]).toBe('info-insured-phone');
    expect(templateProblems(next)).toEqual([]);
  });

  it('refuses a move into itself, into a parent that does not take it, or onto a used form key', () => {
    const withPopup = replay(base, [
      { type: 'insertModule', component: 'popup', place: { pageId: 'page-trial', parentId: null, index: 0 }, id: 'outer' },
      { type: 'insertModule', component: 'popup', place: { pageId: 'page-trial', parentId: 'outer', index: 0 }, id: 'inner' },
    ]).present;
    const refusals = [
      [withPopup, 'outer', { pageId: 'page-trial', parentId: 'outer', index: 0 }, 'intoItself'],
      [withPopup, 'outer', { pageId: 'page-trial', parentId: 'inner', index: 0 }, 'intoItself'],
      [base, 'trial-toolbar', { pageId: 'page-info', parentId: 'info-holder', index: 0 }, 'childRejected'],
      [base, 'trial-toolbar', { pageId: 'page-info', parentId: 'info-sms-code', index: 0 }, 'noChildren'],
      [base, 'info-holder-name', { pageId: 'page-info', parentId: 'info-insured', index: 0 }, 'formKeyTaken'],
      [base, 'info-holder', { pageId: 'page-confirm', parentId: null, index: 0 }, 'ok'],
    ] as const;
    for (const [template, moduleId, place, reason] of refusals) {
      const check = canPlace(template, { moduleId }, place);
      expect(check.ok ? 'ok' : check.refusal.reason).toBe(reason);
      if (reason !== 'ok') expect(moveModule(template, { moduleId, place })).toBe(template);
    }
  });

  it('undoes and redoes a sequence of moves step by step', () => {
    const actions = [move('trial-banner', 'page-trial', null, 3), move('trial-toolbar', 'page-confirm', null, 0)];
    const done = replay(base, actions);
    const undone = replay(base, [...actions, { type: 'undo' }, { type: 'undo' }]);
    expect(undone.present).toBe(base);
    const redone = replay(base, [...actions, { type: 'undo' }, { type: 'undo' }, { type: 'redo' }, { type: 'redo' }]);
    expect(redone.present).toEqual(done.present);
    expect(childIds(redone.present, 'page-confirm')[0]).toBe('trial-toolbar');
  });
});

import { describe, expect, it } from 'vitest';
import { historyReducer, createHistory } from './history';
import { moveSelectionDown, moveSelectionUp } from './move-selection';
import { reconcileSelection } from './reconcile-selection';
import { selectionAfterRemove } from './selection-after-remove';
import { healthFixture } from './testing/health-fixture';
import { childIds } from './testing/outline';

const base = healthFixture();
const holderRows = childIds(base, 'page-info', 'info-holder');

describe('selection after a removal', () => {
  it('selects the next sibling, else the previous one, else the parent', () => {
    expect(selectionAfterRemove(base, 'info-holder-name')).toEqual({ pageId: 'page-info', moduleId: 'info-holder-certiType' });
    expect(selectionAfterRemove(base, 'info-holder-address')).toEqual({ pageId: 'page-info', moduleId: 'info-holder-area' });
    expect(selectionAfterRemove(base, 'result-consult')).toEqual({ pageId: 'page-result', moduleId: 'result-status' });
    expect(selectionAfterRemove(base, 'gone')).toBeUndefined();
    const lonely = { ...base, pageList: [{ ...base.pageList[3]!, moduleList: [{ ...base.pageList[1]!.moduleList[1]!, children: [base.pageList[1]!.moduleList[1]!.children![0]!] }] }] };
    expect(selectionAfterRemove(lonely, 'info-holder-name')).toEqual({ pageId: 'page-result', moduleId: 'info-holder' });
    expect(selectionAfterRemove(lonely, 'info-holder')).toEqual({ pageId: 'page-result', moduleId: null });
  });
});

describe('arrow-key moves', () => {
  it('moves the selected row one place down or up among its siblings', () => {
    const selection = { pageId: 'page-info', moduleId: 'info-holder-phone' };
    const down = moveSelectionDown(base, selection)!;
    const afterDown = historyReducer(createHistory(base), down).present;
    expect(childIds(afterDown, 'page-info', 'info-holder').indexOf('info-holder-phone')).toBe(holderRows.indexOf('info-holder-phone') + 1);
    const up = moveSelectionUp(afterDown, selection)!;
    expect(historyReducer(createHistory(afterDown), up).present).toEqual(base);
  });

  it('gives no action at either end of the list or without a selected module', () => {
    expect(moveSelectionUp(base, { pageId: 'page-info', moduleId: 'info-holder-name' })).toBeUndefined();
    expect(moveSelectionDown(base, { pageId: 'page-info', moduleId: 'info-holder-address' })).toBeUndefined();
    expect(moveSelectionDown(base, { pageId: 'page-info', moduleId: null })).toBeUndefined();
  });
});

describe('reconcileSelection', () => {
  it('follows a module to its page, falls back to its page or to the first page', () => {
    expect(reconcileSelection(base, { pageId: 'page-trial', moduleId: 'info-holder' })).toEqual({ pageId: 'page-info', moduleId: 'info-holder' });
    expect(reconcileSelection(base, { pageId: 'page-info', moduleId: 'gone' })).toEqual({ pageId: 'page-info', moduleId: null });
    expect(reconcileSelection(base, { pageId: 'gone', moduleId: null })).toEqual({ pageId: 'page-trial', moduleId: null });
    const kept = { pageId: 'page-info', moduleId: 'info-holder' };
    expect(reconcileSelection(base, kept)).toBe(kept);
  });
});

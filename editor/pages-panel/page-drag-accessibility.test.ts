import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { pageDragAccessibility } from './page-drag-accessibility';

const PAGES = [
  { id: 'page-trial', label: '安心百万医疗险', pageOrder: 1 },
  { id: 'page-info', label: '填写投保信息', pageOrder: 2 },
  { id: 'page-result', label: '投保结果', pageOrder: 3 },
];

/** Only the ids are read: dnd-kit's active and over items stand in with them. */
const active = (id: string) => ({ id }) as Active;
const over = (id: string) => ({ id }) as Over;

describe('pageDragAccessibility', () => {
  it('tells a keyboard move by the page’s title and position, in Chinese', () => {
    const { announcements, screenReaderInstructions } = pageDragAccessibility(PAGES, WORKSPACE_MESSAGES['zh-CN']);
    expect(screenReaderInstructions.draggable).toContain('空格键');
    expect(announcements.onDragStart({ active: active('page-info') })).toBe('已拿起页面「填写投保信息」，位于第 2 个，共 3 个');
    expect(announcements.onDragOver({ active: active('page-info'), over: over('page-trial') })).toBe('页面「填写投保信息」移到第 1 个，共 3 个');
    expect(announcements.onDragOver({ active: active('page-info'), over: null })).toBeUndefined();
    expect(announcements.onDragEnd({ active: active('page-info'), over: over('page-trial') })).toBe('页面「填写投保信息」已放在第 1 个，共 3 个');
    expect(announcements.onDragCancel({ active: active('page-info'), over: null })).toBe('已取消移动，页面「填写投保信息」仍在第 2 个，共 3 个');
  });

  it('speaks English in the English interface, and a drop outside the list leaves the page where it was', () => {
    const { announcements, screenReaderInstructions } = pageDragAccessibility(PAGES, WORKSPACE_MESSAGES['en-US']);
    expect(screenReaderInstructions.draggable).toContain('Space');
    expect(announcements.onDragStart({ active: active('page-result') })).toBe('Picked up page “投保结果”, position 3 of 3');
    expect(announcements.onDragEnd({ active: active('page-result'), over: null })).toBe('Page “投保结果” dropped at position 3 of 3');
  });
});

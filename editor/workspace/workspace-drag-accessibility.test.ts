import type { Active } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import type { DragItem } from './drag-data';
import { workspaceDragAccessibility } from './workspace-drag-accessibility';

/** dnd-kit's active item with the workspace's drag data; only the data and the id are read. */
const active = (item: DragItem) => ({ id: item.kind === 'block' ? `block:${item.component}` : `module:${item.moduleId}`, data: { current: item } }) as unknown as Active;

const nameOf = (item: DragItem) => (item.kind === 'block' ? '常见问题' : '投保人信息');

describe('workspaceDragAccessibility', () => {
  it('names the dragged block or module as the operator sees it, in the interface language', () => {
    const chinese = workspaceDragAccessibility(nameOf, WORKSPACE_MESSAGES['zh-CN']).announcements;
    expect(chinese.onDragStart({ active: active({ kind: 'block', component: 'faqAccordion' }) })).toBe('已拿起「常见问题」');
    expect(chinese.onDragEnd({ active: active({ kind: 'module', moduleId: 'info-holder' }), over: null })).toBe('已放下「投保人信息」');
    const english = workspaceDragAccessibility(nameOf, WORKSPACE_MESSAGES['en-US']).announcements;
    expect(english.onDragCancel({ active: active({ kind: 'module', moduleId: 'info-holder' }), over: null })).toBe('Drag of “投保人信息” cancelled');
  });

  it('describes the outline’s keyboard use, not a pick-up the rows do not offer', () => {
    expect(workspaceDragAccessibility(nameOf, WORKSPACE_MESSAGES['en-US']).screenReaderInstructions.draggable).toBe(WORKSPACE_MESSAGES['en-US'].outlineKeyboardHint);
  });
});

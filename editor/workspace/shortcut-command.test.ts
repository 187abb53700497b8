import { describe, expect, it } from 'vitest';
import { shortcutCommand } from './shortcut-command';

const key = (value: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('shortcutCommand', () => {
  it('undoes with Ctrl+Z or Cmd+Z and redoes with Shift or Ctrl+Y', () => {
    expect(shortcutCommand(key('z', { ctrlKey: true }))).toBe('undo');
    expect(shortcutCommand(key('z', { metaKey: true }))).toBe('undo');
    expect(shortcutCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(shortcutCommand(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('copies, pastes, duplicates and deletes', () => {
    expect(shortcutCommand(key('c', { ctrlKey: true }))).toBe('copy');
    expect(shortcutCommand(key('v', { metaKey: true }))).toBe('paste');
    expect(shortcutCommand(key('d', { ctrlKey: true }))).toBe('duplicate');
    expect(shortcutCommand(key('Delete'))).toBe('delete');
    expect(shortcutCommand(key('Backspace'))).toBe('delete');
  });

  it('moves the module with Alt+arrows and leaves plain arrows to the outline', () => {
    expect(shortcutCommand(key('ArrowUp', { altKey: true }))).toBe('moveUp');
    expect(shortcutCommand(key('ArrowDown', { altKey: true }))).toBe('moveDown');
    expect(shortcutCommand(key('ArrowUp'))).toBeUndefined();
    expect(shortcutCommand(key('ArrowDown'))).toBeUndefined();
  });

  it('ignores other keys and combinations', () => {
    expect(shortcutCommand(key('a'))).toBeUndefined();
    expect(shortcutCommand(key('c', { ctrlKey: true, shiftKey: true }))).toBeUndefined();
    expect(shortcutCommand(key('Delete', { shiftKey: true }))).toBeUndefined();
    expect(shortcutCommand(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });
});

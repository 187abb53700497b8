import { describe, expect, it } from 'vitest';
import { reconcileTypedText, typedTextFrom, typeText } from './typed-text';

describe('typed text of a field whose edits reach the document later', () => {
  it('shows each keystroke at once and settles when the document has the last one', () => {
    let state = typeText(typeText(typedTextFrom('标'), '标题'), '标题一');
    expect(state.text).toBe('标题一');
    expect(reconcileTypedText(state, '标')).toBe(state);
    state = reconcileTypedText(state, '标题一');
    expect(state).toEqual({ text: '标题一', stored: '标题一', pending: [] });
    expect(reconcileTypedText(state, '标题一')).toBe(state);
  });

  it('keeps what was typed when the document shows an earlier keystroke of the field', () => {
    const state = reconcileTypedText(typeText(typeText(typedTextFrom(''), 'a'), 'ab'), 'a');
    expect(state).toEqual({ text: 'ab', stored: 'a', pending: ['ab'] });
  });

  it('takes a value that came from elsewhere, such as an undo', () => {
    const typed = typeText(typeText(typedTextFrom('old'), 'olde'), 'older');
    expect(reconcileTypedText(reconcileTypedText(typed, 'older'), 'old')).toEqual(typedTextFrom('old'));
    expect(reconcileTypedText(typed, 'from code')).toEqual(typedTextFrom('from code'));
  });

  it('forgets keystrokes once in step, so a later redo to one of them still shows', () => {
    // Typed "ab" then deleted back to "a": the document ends where it started.
    let state = typeText(typeText(typedTextFrom('a'), 'ab'), 'a');
    state = reconcileTypedText(state, 'a');
    expect(state.pending).toEqual([]);
    expect(reconcileTypedText(state, 'ab').text).toBe('ab');
  });
});

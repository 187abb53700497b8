import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { codeSyntaxErrorAtom } from '../code/code-syntax-error';
import { CODE_MESSAGES } from '../i18n/messages/code';
import { useMessages } from '../i18n/use-messages';
import { leavesWorkspace } from './leaves-workspace';
import { setLeaveGuard } from './popstate-guard';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Warns before unsaved changes are lost, and before the code view's text that does not parse (and so
 * never reached the document, dirty or not) is lost with it. The app uses a plain HashRouter (no data router, so no
 * `useBlocker`), hence guards of its own: `beforeunload` for closing or reloading the tab; a
 * capture-phase click listener that asks before an in-app link (`<a href="#/...">`, e.g. the back
 * link or a menu entry) leaves the workspace, ahead of the router's handler; and the popstate guard
 * for back / forward and typed addresses.
 */
export function useLeaveGuard(unsaved: boolean, unsavedMessage: string): void {
  const unparsed = useAtomValue(codeSyntaxErrorAtom) !== null;
  const codeMessages = useMessages(CODE_MESSAGES);
  const dirty = unsaved || unparsed;
  const message = unparsed ? codeMessages.leaveUnparsed : unsavedMessage;
  const { pathname, search } = useLocation();
  const guard = useRef({ dirty, message });
  useEffect(() => {
    guard.current = { dirty, message };
    // Runs after the router wrote the address, so `history.state` is the workspace's own.
    setLeaveGuard({ dirty, message, hash: `#${pathname}${search}`, state: window.history.state });
  }, [dirty, message, pathname, search]);
  useEffect(() => () => setLeaveGuard(undefined), []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guard.current.dirty) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!guard.current.dirty || event.defaultPrevented || !isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href]')?.getAttribute('href');
      if (!href?.startsWith('#') || !leavesWorkspace(window.location.hash, href)) return;
      if (window.confirm(guard.current.message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}

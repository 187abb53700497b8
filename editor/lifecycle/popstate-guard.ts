import { leavesWorkspace } from './leaves-workspace';

/** What the mounted workspace asks of the guard: whether there is unsaved work, and where the workspace is. */
export interface LeaveGuard {
  readonly dirty: boolean;
  readonly message: string;
  /** The workspace's address as the router has it (`#/templates/...`), and the history state there. */
  readonly hash: string;
  readonly state: unknown;
}

let guard: LeaveGuard | undefined;

/** Called by the workspace while it is shown, with `undefined` when it goes. */
export function setLeaveGuard(next: LeaveGuard | undefined): void {
  guard = next;
}

/**
 * Back / forward or a hash typed into the address bar: the browser has already changed the address,
 * and the router is about to follow. When the operator refuses to lose unsaved work the router never
 * hears of it (`stopImmediatePropagation`) and the workspace's address is put back, so the workspace
 * stays mounted with the document untouched.
 */
function onPopState(event: PopStateEvent): void {
  if (!guard?.dirty || !leavesWorkspace(guard.hash, window.location.hash)) return;
  if (window.confirm(guard.message)) return;
  event.stopImmediatePropagation();
  window.history.pushState(guard.state, '', guard.hash);
}

// Installed when the module loads, before the router mounts and adds its own popstate listener, so this
// one runs first and can keep the router from seeing a refused navigation.
if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);

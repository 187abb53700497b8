import type { PageEffect } from '../../shared/page-actions/page-effect';

/** How the app carries out each kind of page effect; the hook wires these to the router, atoms and dialogs. */
export interface PageEffectHandlers {
  mergeOrderNo(orderNo: string, encryptOrderNo?: string): void;
  /** Resolves when the buyer has closed the dialog, so a following navigation waits for it. */
  alert(message: string, title?: string): Promise<void>;
  navigate(url: string): void;
  postForm(url: string, formData: Readonly<Record<string, string>>): void;
  /** False when the template has no page with this code. */
  jumpToPage(pageCode: string): boolean;
  warn(message: string): void;
}

function assertNever(value: never): never {
  throw new Error(`unknown page effect ${JSON.stringify(value)}`);
}

/**
 * Carries out the effects of a `pageActionList` in order (spec section 4). An effect that leaves the
 * page (navigate, form post, page jump) ends the run: what follows it could only act on a page the
 * buyer no longer sees. Returns whether the buyer was sent somewhere.
 */
export async function performPageEffects(effects: readonly PageEffect[], handlers: PageEffectHandlers): Promise<boolean> {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'mergeOrderNo':
        handlers.mergeOrderNo(effect.orderNo, effect.encryptOrderNo);
        break;
      case 'showAlert':
        await handlers.alert(effect.message, effect.title);
        break;
      case 'navigate':
        handlers.navigate(effect.url);
        return true;
      case 'postForm':
        handlers.postForm(effect.url, effect.formData);
        return true;
      case 'jumpToPage':
        if (handlers.jumpToPage(effect.pageCode)) return true;
        break;
      case 'warn':
        handlers.warn(effect.message);
        break;
      default:
        return assertNever(effect);
    }
  }
  return false;
}

import { flowModeFromQuery } from '../pages/flow-mode';

/** The parts of an address the live link is made of (as `window.location` gives them). */
export interface AddressParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The live address of a preview address: the same path, parameters and hash without what makes it a
 * preview (`mode=preview`, or the bare `preview` flag), so someone who opened the editor's frame
 * address in a tab of its own can go on to the page buyers see. Other modes are left as they are.
 */
export function liveLink({ pathname, search, hash }: AddressParts): string {
  const params = new URLSearchParams(search);
  if (flowModeFromQuery({ mode: params.get('mode') }) === 'preview') params.delete('mode');
  params.delete('preview');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

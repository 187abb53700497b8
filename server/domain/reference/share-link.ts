export { shareLinkFromPage } from '../../../shared/share/share-link';

/** An address as WeChat needs it, absolute: relative paths are resolved against the public origin. */
export function absoluteUrl(address: string, publicOrigin: string): string {
  return new URL(address, publicOrigin).toString();
}

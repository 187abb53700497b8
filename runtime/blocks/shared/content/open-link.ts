import { toHttps } from '../../../../shared/urls/https-url';

/** Follows a link configured in the template, upgraded to https, in the same window (WeChat has no tabs). */
export function openLink(url: string): void {
  window.location.href = toHttps(url);
}

import type { AcknowledgedWarning } from '../../schema/api/editor/editor-gate-facts';
import type { GateFinding } from './gate-finding';

/** What identifies a warning for acknowledgement: its rule and its place. */
export function warningKey(warning: Pick<GateFinding, 'rule' | 'path'>): string {
  return `${warning.rule}\u0000${warning.path}`;
}

/** The acknowledgements a publish request carries for the warnings a publisher was shown. */
export function acknowledge(findings: readonly GateFinding[]): AcknowledgedWarning[] {
  return findings.filter((finding) => finding.severity === 'warning').map((finding) => ({ rule: finding.rule, path: finding.path }));
}

/**
 * The warnings not acknowledged: a publication is refused while one remains, so a warning that
 * appeared after the publisher looked (another save, a changed fact) is shown before it is published.
 */
export function unacknowledgedWarnings(findings: readonly GateFinding[], acknowledged: readonly AcknowledgedWarning[]): GateFinding[] {
  const seen = new Set(acknowledged.map(warningKey));
  return findings.filter((finding) => finding.severity === 'warning' && !seen.has(warningKey(finding)));
}

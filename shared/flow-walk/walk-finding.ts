/** The dead ends a flow walk reports (see the editor's flow walk). */
export const WALK_FINDING_KINDS = ['noWayForward', 'requiredWithoutControl', 'ruleHidesRequired', 'missingJumpTarget', 'pageError', 'pageRefused'] as const;

export type WalkFindingKind = (typeof WALK_FINDING_KINDS)[number];

/**
 * How a finding is worded: a message of the editor's flow-walk catalogue and its parameters. The
 * catalogue has one message per key in every language, so a key added here must be worded there.
 */
export type WalkFindingText =
  /** The page has nothing that leads on to another page. */
  | { readonly key: 'noWayForward'; readonly params: Record<string, never> }
  /** The page's way forward was pressed and the page stayed. */
  | { readonly key: 'pressedNoMove'; readonly params: { readonly label: string } }
  /** The only ways forward are hidden from this persona by their display rules. */
  | { readonly key: 'forwardHidden'; readonly params: Record<string, never> }
  /** A jump to a page code no page has (empty when none is set). */
  | { readonly key: 'jumpTargetMissing'; readonly params: { readonly label: string; readonly pageCode: string } }
  /** A next-page action on a page with no page after it. */
  | { readonly key: 'nextPageMissing'; readonly params: { readonly label: string; readonly pageOrder: number } }
  /** The SMS code goes to a phone field no row before it lets the buyer fill. */
  | { readonly key: 'smsPhoneWithoutControl'; readonly params: { readonly field: string } }
  /** A row's rule reads another field of its form, which has no row. */
  | { readonly key: 'ruleFieldWithoutControl'; readonly params: { readonly field: string; readonly rule: string } }
  /** The order is submitted without a row for one of the fields the server demands of every order. */
  | { readonly key: 'orderFieldWithoutControl'; readonly params: { readonly field: string } }
  /** A display rule hides, for this persona, a row the flow needs. */
  | { readonly key: 'ruleHidesNeededField'; readonly params: { readonly field: string } }
  /** A row is required by its rule and hidden by another, for this persona. */
  | { readonly key: 'ruleHidesRequiredRow'; readonly params: Record<string, never> }
  /** A module of the page failed as it rendered. */
  | { readonly key: 'moduleFailed'; readonly params: { readonly message: string } }
  /** The template check found a problem on the page (the preview shows it as an error card or in its banner). */
  | { readonly key: 'templateProblem'; readonly params: { readonly message: string } }
  /** The preview never showed the page. */
  | { readonly key: 'pageNotShown'; readonly params: Record<string, never> }
  /** The page's own check refused what the persona entered. */
  | { readonly key: 'checkRefused'; readonly params: { readonly label: string; readonly message: string } };

export type WalkFindingKey = WalkFindingText['key'];

/** One dead end, where it is (a JSON Pointer into the template, for locating it) and how it reads. */
export interface WalkFinding {
  readonly kind: WalkFindingKind;
  /** The page it is reported on. */
  readonly pageIndex: number;
  readonly pointer: string;
  readonly text: WalkFindingText;
}

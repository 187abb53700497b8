/** One step of the migration chain: upgrades a template from version `from` to `from + 1`. */
export interface Migration {
  readonly from: number;
  /** What changed, for the docs. */
  readonly description: string;
  readonly migrate: (template: Record<string, unknown>) => Record<string, unknown>;
}

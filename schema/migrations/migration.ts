import type { ExtractedImage } from '../assets/extract-data-images';

/** What a migration step found besides the template itself: images it moved out to assets. */
export interface MigrationFindings {
  readonly images: ExtractedImage[];
}

/** One step of the migration chain: upgrades a template from version `from` to `from + 1`. */
export interface Migration {
  readonly from: number;
  /** What changed, for the docs. */
  readonly description: string;
  /** Pure: the upgraded template; images the step moves out of it are added to `findings`. */
  readonly migrate: (template: Record<string, unknown>, findings: MigrationFindings) => Record<string, unknown>;
}

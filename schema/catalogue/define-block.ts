import type { Static, TObject } from '@sinclair/typebox';
import type { BlockCategory } from './block-category';

/**
 * Which form scope a block binds: a top-level form (`policyHolder`, `insured[i]`, `trailElement[n]`),
 * one field inside its parent's form (`field`), or nothing.
 */
export type FormBinding = 'policyHolder' | 'insured' | 'trailElement' | 'field' | 'none';

/** Which children a block accepts: none, any block, or blocks of the listed categories. */
export type AcceptedChildren = 'none' | 'any' | { readonly categories: readonly BlockCategory[] };

/** One entry of the block catalogue: everything the editor, runtime and server know of a block. */
export interface BlockDefinition<A extends TObject = TObject, C extends string = string> {
  /** The component name used in templates. */
  readonly component: C;
  /** Chinese title shown in the palette and the outline. */
  readonly title: string;
  /** The title in the editor's English interface. */
  readonly titleEn: string;
  /** One-line Chinese description for the palette tooltip and the docs. */
  readonly description: string;
  /** The description in the editor's English interface. */
  readonly descriptionEn: string;
  readonly category: BlockCategory;
  /** An icon name from the editor's icon set (antd icons). */
  readonly icon: string;
  /** JSON Schema of the block's `attrs`. */
  readonly attrs: A;
  /** Attrs a newly dropped block starts with; must satisfy `attrs`. */
  readonly defaultAttrs: Static<A>;
  /**
   * JSON Pointers into `defaultAttrs` whose default is a stand-in for the product's own content (a
   * sample title, sample health questions): the publish gate refuses a template that still holds it.
   */
  readonly placeholders?: readonly string[];
  readonly children: AcceptedChildren;
  readonly binds: FormBinding;
  /** The form key a new block gets, where the binding fixes it (e.g. `policyHolder`). */
  readonly defaultFormKey?: string;
}

/**
 * What the buyer app needs of a block at run time, without its attrs schema (the schema is checked by
 * the precompiled validators, and TypeBox stays out of the buyer's bundle), without the English texts
 * only the editor shows, and without its default attrs, which only the editor drops into templates
 * (the buyer app imports the one block's defaults it needs from the generated defaults module).
 */
export type BlockSummary = Omit<BlockDefinition, 'attrs' | 'description' | 'icon' | 'titleEn' | 'descriptionEn' | 'defaultAttrs' | 'placeholders'>;

/** What the template-level checks read of a block. */
export type BlockPlacement = Pick<BlockDefinition, 'title' | 'category' | 'children'>;

/** Declares a block; the identity function exists so that `defaultAttrs` is checked against `attrs`. */
export function defineBlock<A extends TObject, const C extends string>(definition: BlockDefinition<A, C>): BlockDefinition<A, C> {
  return definition;
}

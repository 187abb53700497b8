import type { Module } from '../../schema/template/module';

/**
 * What is being placed: a new block from the catalogue, a module already in the template (a move),
 * or a copied subtree (a paste).
 */
export type PlaceSource =
  | { readonly component: string }
  | { readonly moduleId: string }
  | { readonly module: Module };

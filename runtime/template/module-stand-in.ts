import { createContext, type ReactNode } from 'react';
import type { Module } from '../../schema/template/module';

/** What to show in a module's place instead of its block; undefined shows the block itself. */
export type ModuleStandIn = (module: Module) => ReactNode | undefined;

/**
 * Lets the editor's preview show something else where a module stands (the error card of a module
 * that fails validation), inside the module's own frame so clicks and outlines still map to it. The
 * buyer app provides none, and its pages render as ever.
 */
export const ModuleStandInContext = createContext<ModuleStandIn | undefined>(undefined);

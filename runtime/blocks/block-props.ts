import type { ReactNode } from 'react';
import type { AttrsOf, ComponentName } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';

/** What every block receives: its module, its attrs typed from the catalogue, and its rendered children. */
export interface BlockProps<C extends ComponentName> {
  readonly module: Module;
  readonly attrs: AttrsOf<C>;
  /** The module's children, already rendered (each in its own error boundary). */
  readonly children?: ReactNode;
}

/** A block's React component; each block file default-exports one, so it can be loaded lazily. */
export type BlockComponent<C extends ComponentName> = (props: BlockProps<C>) => ReactNode;

import { lazy, Suspense, type ReactNode } from 'react';
import type { Module } from '../../schema/template/module';
import { retryImport } from '../app/retry-import';

const load = retryImport(() => import('./condition-gate'));
const LazyConditionGate = lazy(load);

/** Fetches the gate (and the JSON Logic evaluator with it) ahead of a page that has conditions. */
export function preloadConditionGate(): Promise<void> {
  return load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * A module with conditions, shown once its gate has decided: the evaluator is fetched only by
 * templates that use conditions, and a module is never shown before its `visibleOn` is known.
 */
export function ConditionGateLoader({ module, children }: { module: Module; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyConditionGate module={module}>{children}</LazyConditionGate>
    </Suspense>
  );
}

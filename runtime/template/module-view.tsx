import { Skeleton } from 'antd-mobile';
import { memo, Suspense, useContext } from 'react';
import type { Module } from '../../schema/template/module';
import { hasConditions } from '../../shared/conditions/has-conditions';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import { ConditionGateLoader } from '../conditions/condition-gate-loader';
import { BLOCK_SUMMARIES } from './block-summaries';
import { lazyBlock } from './lazy-block';
import { ModuleErrorBoundary } from './module-error-boundary';
import { ModuleStandInContext } from './module-stand-in';

/** Inline note for a block the catalogue knows but this app cannot show (never a blank hole). */
function Unsupported({ module }: { module: Module }) {
  const title = BLOCK_SUMMARIES.get(module.component)?.title ?? module.component;
  return (
    <div role="note" style={{ margin: 12, padding: 12, borderRadius: 8, background: '#fafafa', color: 'var(--adm-color-weak)', fontSize: 13 }}>
      {`${module.label || title}：${SCREEN_MESSAGES.blockUnavailable}`}
    </div>
  );
}

/**
 * One module of the page: marked with its id (the preview frame maps clicks and rectangles back to it),
 * looked up in the block registry, loaded lazily, inside its own error boundary (the preview may put a
 * stand-in in the block's place, see `ModuleStandInContext`). A block that owns a
 * form (the holder module, say) places its children in that form with `FormScope` itself. Memoised:
 * templates are immutable and the preview keeps unchanged modules' objects, so an edit renders only
 * the modules it changed (and their ancestors).
 */
export const ModuleView = memo(ModuleBox);

/** `ModuleView` before memoisation; children go through the memoised one. */
function ModuleBox({ module, onError }: { module: Module; onError?: (moduleId: string, error: Error) => void }) {
  const standIn = useContext(ModuleStandInContext)?.(module);
  const Block = lazyBlock(module.component);
  const children = module.children?.map((child) => <ModuleView key={child.id} module={child} onError={onError} />);
  const box = (
    <div data-module-id={module.id} data-component={module.component}>
      <ModuleErrorBoundary moduleId={module.id} label={module.label} onError={onError}>
        <Suspense fallback={<Skeleton.Paragraph lineCount={2} animated />}>
          {standIn ?? (Block ? <Block module={module} attrs={module.attrs as never}>{children}</Block> : <Unsupported module={module} />)}
        </Suspense>
      </ModuleErrorBoundary>
    </div>
  );
  // A module with conditions (visibleOn, requiredOn, disabledOn) shows as they decide.
  return hasConditions(module) ? <ConditionGateLoader module={module}>{box}</ConditionGateLoader> : box;
}

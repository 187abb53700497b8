import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { retryImport } from '../../app/retry-import';
import type { BlockProps } from '../block-props';
import { comparisonFigures, type ComparisonFigure } from './benefit-figures';
import { BenefitView } from './benefit-view';

const DEFAULT_HEIGHT_PX = 240;

/** echarts, fetched on first draw (tried twice on a weak network). */
const loadBarChart = retryImport(() => import('./echarts-bar'));

/**
 * The theme colour as the operator chose it, for the canvas that cannot read CSS: bars are a
 * decorative fill, their figures are written above them in text.
 */
function themeColour(element: HTMLElement): string {
  return getComputedStyle(element).getPropertyValue('--theme-color').trim() || '#1677ff';
}

/** The chart itself; echarts is fetched on first draw so it never weighs on the first page load. */
function BarChartCanvas({ figures, height, barColor }: { figures: readonly ComparisonFigure[]; height: number; barColor: string | undefined }) {
  const element = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failure, setFailure] = useState<Error | undefined>(undefined);
  // The charting code lost on the way (twice) is this block's error: thrown here, the module's error
  // boundary shows it inline instead of a chart loading for ever.
  if (failure) throw failure;
  // Redraw on a change of the figures' content only: the parent rebuilds equal figures on every render.
  const signature = JSON.stringify(figures);
  useEffect(() => {
    const current = JSON.parse(signature) as readonly ComparisonFigure[];
    let dispose: (() => void) | undefined;
    let live = true;
    loadBarChart().then(
      ({ drawBarChart }) => {
        const target = element.current;
        if (!live || !target) return;
        const bars = current.map((figure) => ({ name: figure.name, value: figure.multiple, label: SCREEN_MESSAGES.benefitMultiple(figure.multiple) }));
        dispose = drawBarChart(target, bars, barColor ?? themeColour(target));
        setDrawn(true);
      },
      (error: unknown) => live && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
      dispose?.();
    };
  }, [signature, barColor]);
  return (
    <div style={{ position: 'relative', height }}>
      {drawn ? null : (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <DotLoading />
        </div>
      )}
      <div ref={element} role="img" aria-label={figures.map((figure) => `${figure.name} ${figure.text}`).join('，')} style={{ width: '100%', height: '100%' }} />
    </div>
  );
}

/** The comparison items as bars in multiples of the premium, with each figure's amount listed under. */
export default function BenefitChart({ attrs }: BlockProps<'benefitChart'>) {
  return (
    <BenefitView
      title={attrs.title}
      render={(table) => {
        const figures = comparisonFigures(table, attrs.comparisonItems);
        if (figures.length === 0) return <div style={{ padding: '24px 0', textAlign: 'center', color: 'var(--adm-color-weak)', fontSize: 13 }}>{SCREEN_MESSAGES.noData}</div>;
        return (
          <>
            <BarChartCanvas figures={figures} height={attrs.height ?? DEFAULT_HEIGHT_PX} barColor={attrs.barColor} />
            {/* role="list": Safari drops the list semantics of a list without bullets unless told. */}
            <ul role="list" style={{ margin: '8px 0 0', padding: 0, listStyle: 'none' }}>
              {figures.map((figure) => (
                <li key={figure.code} style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', fontSize: 13 }}>
                  <span style={{ color: '#666' }}>
                    {figure.name}
                    {figure.description ? <span style={{ display: 'block', fontSize: 11, color: 'var(--adm-color-weak)' }}>{figure.description}</span> : null}
                  </span>
                  <span style={{ color: '#333', fontWeight: 500, whiteSpace: 'nowrap' }}>{figure.text}</span>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    />
  );
}

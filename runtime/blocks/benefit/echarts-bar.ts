import { BarChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the bar chart, its grid and the canvas renderer: the rest of echarts never ships.
use([BarChart, GridComponent, CanvasRenderer]);

/** The readable grey of `readable-colours.css` (4.5:1 on white): a canvas cannot read CSS variables. */
const AXIS_GREY = '#6f6f6f';

/** One bar: its axis name, its height and the label over it. */
export interface Bar {
  readonly name: string;
  readonly value: number;
  readonly label: string;
}

/**
 * Draws the bars into `element` and returns a function that removes the chart. The chart follows the
 * window's size, since a phone turning or a WebView resizing changes the card's width.
 */
export function drawBarChart(element: HTMLElement, bars: readonly Bar[], color: string): () => void {
  const chart = init(element, undefined, { renderer: 'canvas' });
  chart.setOption({
    animationDuration: 400,
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((bar) => bar.name), axisTick: { show: false }, axisLabel: { color: '#666', fontSize: 12, interval: 0 } },
    yAxis: { type: 'value', axisLabel: { color: AXIS_GREY, fontSize: 11 }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        itemStyle: { color, borderRadius: [4, 4, 0, 0] },
        label: { show: true, position: 'top', color: '#333', fontSize: 12, formatter: (params: { dataIndex: number }) => bars[params.dataIndex]?.label ?? '' },
        data: bars.map((bar) => bar.value),
      },
    ],
  });
  const resize = () => chart.resize();
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.dispose();
  };
}

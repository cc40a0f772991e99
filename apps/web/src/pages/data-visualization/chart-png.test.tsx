import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Bar, BarChart, Legend, XAxis } from 'recharts';
import { ChartLegend } from '../../features/time/chart-legend.tsx';
import { CanvasUnavailableError, chartPng, chartSvg } from './chart-png.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('dir');
});

/** A real Recharts drawing at a fixed size (jsdom measures nothing, so no ResponsiveContainer). */
function renderChart() {
  document.head.innerHTML = `<style>
    .theme { background-color: rgb(15, 23, 42); color: rgb(241, 245, 249); }
    .recharts-cartesian-axis-tick-value { fill: rgb(100, 116, 139); }
  </style>`;
  const view = render(
    <div className="theme">
      <h3 id="title">Tasks done per week</h3>
      <div data-testid="chart">
        <BarChart
          width={400}
          height={200}
          data={[
            { week: 'W1', done: 2 },
            { week: 'W2', done: 5 },
          ]}
        >
          <XAxis dataKey="week" />
          <Legend content={<ChartLegend />} />
          <Bar dataKey="done" name="Done" fill="#16a34a" isAnimationActive={false} />
        </BarChart>
      </div>
    </div>,
  );
  return {
    chart: view.getByTestId('chart'),
    title: view.container.querySelector('#title')!,
  };
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('chartSvg', () => {
  it('makes one standalone SVG with the title, the drawing, its colours inlined, and the legend', () => {
    const { chart, title } = renderChart();
    const image = chartSvg(chart, 'Tasks done per week', title);
    const doc = parse(image.svg);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(image.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(image.background).toBe('rgb(15, 23, 42)');
    expect(root.querySelector(':scope > rect')?.getAttribute('fill')).toBe('rgb(15, 23, 42)');
    const heading = root.querySelector(':scope > text')!;
    expect(heading.textContent).toBe('Tasks done per week');
    expect(heading.getAttribute('fill')).toBe('rgb(241, 245, 249)');
    expect(heading.getAttribute('direction')).toBe('ltr');
    // The drawing, with the style sheet's colour written on each element it reached.
    const drawing = root.querySelector('g > svg.recharts-surface')!;
    expect(drawing).not.toBeNull();
    const bars = drawing.querySelectorAll('.recharts-rectangle');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars[0]!.getAttribute('fill')).toBe('#16a34a');
    const tick = drawing.querySelector('.recharts-cartesian-axis-tick-value')!;
    expect(tick.getAttribute('style')).toContain('fill: rgb(100, 116, 139)');
    expect(tick.textContent).toBe('W1');
    // The HTML legend redrawn as a swatch and a name.
    const legend = Array.from(root.querySelectorAll('g > text'), (text) => text.textContent);
    expect(legend).toContain('Done');
    expect(root.querySelector('g > rect[fill="rgb(22, 163, 74)"]')).not.toBeNull();
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(image.width / 10);
  });

  it('sets the title at the right and reads right to left in RTL', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { chart, title } = renderChart();
    document.head.insertAdjacentHTML('beforeend', '<style>* { direction: rtl; }</style>');
    const image = chartSvg(chart, 'المهام المنجزة', title);
    const root = parse(image.svg).documentElement;
    expect(root.getAttribute('direction')).toBe('rtl');
    const heading = root.querySelector(':scope > text')!;
    expect(heading.textContent).toBe('المهام المنجزة');
    expect(heading.getAttribute('direction')).toBe('rtl');
    expect(Number(heading.getAttribute('x'))).toBe(image.width - 16);
  });

  it('refuses a chart that has no drawing', () => {
    const box = document.createElement('div');
    expect(() => chartSvg(box, 'Empty', box)).toThrow(/no drawing/);
  });
});

describe('chartPng', () => {
  it('says the canvas is unavailable where the browser cannot draw (as jsdom)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(
      chartPng({
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        width: 10,
        height: 10,
        background: '#fff',
      }),
    ).rejects.toBeInstanceOf(CanvasUnavailableError);
  });

  it('draws at the pixel ratio on the theme background and gives PNG bytes', async () => {
    const calls: string[] = [];
    const context = {
      scale: (x: number, y: number) => calls.push(`scale ${x} ${y}`),
      fillRect: (...args: number[]) => calls.push(`fillRect ${args.join(' ')}`),
      drawImage: (_image: unknown, ...args: number[]) => calls.push(`drawImage ${args.join(' ')}`),
      set fillStyle(value: string) {
        calls.push(`fillStyle ${value}`);
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    let size = '';
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
      type?: string,
    ) {
      size = `${this.width}x${this.height}`;
      done(new Blob(['png'], { type }));
    });
    // jsdom never loads images: report the load as a browser would.
    const src = vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      queueMicrotask(() => this.onload?.(new Event('load')));
    });
    const blob = await chartPng(
      {
        svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        width: 100,
        height: 50,
        background: 'rgb(15, 23, 42)',
      },
      2,
    );
    expect(blob.type).toBe('image/png');
    expect(size).toBe('200x100');
    expect(calls).toEqual([
      'scale 2 2',
      'fillStyle rgb(15, 23, 42)',
      'fillRect 0 0 100 50',
      'drawImage 0 0 100 50',
    ]);
    expect(String(src.mock.calls[0]![0])).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});

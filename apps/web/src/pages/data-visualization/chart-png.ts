const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The properties an SVG chart is drawn with. A serialized SVG is drawn as a detached image: the
 * page's style sheets and CSS variables (the theme's colours, the font) do not reach it, so each
 * element carries its computed values inline.
 */
const DRAWN_WITH = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'visibility',
  'display',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'direction',
] as const;

const PADDING = 16;
const TITLE_BAND = 32;

/** The two drawing properties that are not inherited, and their initial values. */
const NOT_INHERITED: Partial<Record<(typeof DRAWN_WITH)[number], string>> = {
  opacity: '1',
  display: 'inline',
};

/**
 * Each element's computed drawing values written into its clone's style attribute: all of them on
 * the top element, then on each descendant only those that inheritance would not give it (which
 * keeps a chart of a few hundred elements small, and leaves presentation attributes alone).
 */
function inlineStyles(source: Element, clone: Element, parent: CSSStyleDeclaration | null): void {
  const computed = getComputedStyle(source);
  const style = (clone as SVGElement).style;
  for (const property of DRAWN_WITH) {
    const value = computed.getPropertyValue(property);
    if (!value || value.includes('var(')) continue;
    const initial = NOT_INHERITED[property];
    const implied =
      parent !== null &&
      (initial !== undefined ? value === initial : value === parent.getPropertyValue(property));
    if (!implied) style.setProperty(property, value);
  }
  const sourceChildren = source.children;
  const cloneChildren = clone.children;
  for (let index = 0; index < sourceChildren.length; index++) {
    inlineStyles(sourceChildren[index]!, cloneChildren[index]!, computed);
  }
}

/** The first colour up the tree that is not transparent: what the chart is seen against. */
export function backgroundOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const colour = getComputedStyle(node).backgroundColor;
    if (colour && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)) return colour;
  }
  return '#ffffff';
}

const svgElement = <K extends keyof SVGElementTagNameMap>(
  name: K,
  attributes: Record<string, string | number>,
): SVGElementTagNameMap[K] => {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
};

/** A number of CSS pixels from a computed length ("14px"), or the fallback. */
const px = (value: string, fallback: number) => {
  const parsed = Number.parseFloat(value);
  return value.endsWith('px') && Number.isFinite(parsed) ? parsed : fallback;
};

export type ChartImage = { svg: string; width: number; height: number; background: string };

/**
 * A chart as one standalone SVG document: the title on top, the Recharts drawing with its colours
 * inlined, and the legend (HTML beside the drawing in the page) redrawn as swatches and names at
 * the places they have on screen, so the image reads the same in either direction.
 */
export function chartSvg(
  chartBox: HTMLElement,
  title: string,
  titleStyleFrom: Element,
): ChartImage {
  const wrapper = chartBox.querySelector<HTMLElement>('.recharts-wrapper') ?? chartBox;
  const drawing =
    wrapper.querySelector<SVGSVGElement>(':scope > svg') ??
    chartBox.querySelector<SVGSVGElement>('svg');
  if (!drawing) throw new Error('The chart has no drawing to export.');
  const box = wrapper.getBoundingClientRect();
  const drawingBox = drawing.getBoundingClientRect();
  const width = Math.round(box.width || drawingBox.width || Number(drawing.getAttribute('width')));
  const chartHeight = Math.round(
    box.height || drawingBox.height || Number(drawing.getAttribute('height')),
  );
  const rtl = getComputedStyle(chartBox).direction === 'rtl';
  const background = backgroundOf(chartBox);
  const totalWidth = width + 2 * PADDING;
  const totalHeight = chartHeight + TITLE_BAND + 2 * PADDING;

  const root = svgElement('svg', {
    width: totalWidth,
    height: totalHeight,
    viewBox: `0 0 ${totalWidth} ${totalHeight}`,
    direction: rtl ? 'rtl' : 'ltr',
  });
  root.append(svgElement('rect', { width: '100%', height: '100%', fill: background }));

  const titleStyle = getComputedStyle(titleStyleFrom);
  const heading = svgElement('text', {
    x: rtl ? totalWidth - PADDING : PADDING,
    y: PADDING + TITLE_BAND / 2,
    'dominant-baseline': 'central',
    'text-anchor': 'start',
    direction: rtl ? 'rtl' : 'ltr',
    fill: titleStyle.color || '#000000',
    'font-family': titleStyle.fontFamily || 'sans-serif',
    'font-size': px(titleStyle.fontSize, 16),
    'font-weight': titleStyle.fontWeight || '600',
  });
  heading.textContent = title;
  root.append(heading);

  const body = svgElement('g', { transform: `translate(${PADDING} ${PADDING + TITLE_BAND})` });
  const clone = drawing.cloneNode(true) as SVGSVGElement;
  inlineStyles(drawing, clone, null);
  // Recharts sizes its drawing to 100% of its box; inside this image that would be the whole
  // image, so the drawing keeps the size it has on screen instead.
  clone.style.removeProperty('width');
  clone.style.removeProperty('height');
  clone.setAttribute('x', String(Math.round(drawingBox.left - box.left) || 0));
  clone.setAttribute('y', String(Math.round(drawingBox.top - box.top) || 0));
  clone.setAttribute('width', String(Math.round(drawingBox.width) || width));
  clone.setAttribute('height', String(Math.round(drawingBox.height) || chartHeight));
  body.append(clone);

  for (const item of wrapper.querySelectorAll<HTMLElement>('.recharts-legend-wrapper li')) {
    const swatch = item.querySelector<HTMLElement>('[aria-hidden="true"]');
    const itemBox = item.getBoundingClientRect();
    const itemStyle = getComputedStyle(item);
    if (swatch) {
      const swatchBox = swatch.getBoundingClientRect();
      body.append(
        svgElement('rect', {
          x: swatchBox.left - box.left,
          y: swatchBox.top - box.top,
          width: swatchBox.width || 12,
          height: swatchBox.height || 12,
          rx: 2,
          fill: getComputedStyle(swatch).backgroundColor || '#000000',
        }),
      );
    }
    const label = svgElement('text', {
      // The name ends where the item ends: at its right in LTR, at its left in RTL.
      x: (rtl ? itemBox.left : itemBox.right) - box.left,
      y: itemBox.top - box.top + itemBox.height / 2,
      'dominant-baseline': 'central',
      'text-anchor': 'end',
      direction: rtl ? 'rtl' : 'ltr',
      fill: itemStyle.color || '#000000',
      'font-family': itemStyle.fontFamily || 'sans-serif',
      'font-size': px(itemStyle.fontSize, 14),
    });
    label.textContent = (item.textContent ?? '').trim();
    body.append(label);
  }
  root.append(body);

  return {
    svg: new XMLSerializer().serializeToString(root),
    width: totalWidth,
    height: totalHeight,
    background,
  };
}

/** Thrown where the browser cannot draw (no canvas, or a canvas that gives no image). */
export class CanvasUnavailableError extends Error {}

/** An SVG document loaded as an image (from a data URL, which never taints a canvas). */
function loadImage(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart image could not be drawn.'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/**
 * A chart image as PNG bytes, drawn at the screen's pixel ratio (sharp on high-density screens)
 * on a solid background of the theme's colour, since a transparent PNG is unreadable on the
 * opposite theme.
 */
export async function chartPng(image: ChartImage, scale = window.devicePixelRatio || 1) {
  const canvas = document.createElement('canvas');
  const context =
    typeof canvas.getContext === 'function'
      ? (canvas.getContext('2d') as CanvasRenderingContext2D | null)
      : null;
  if (!context || typeof canvas.toBlob !== 'function') throw new CanvasUnavailableError();
  const ratio = Math.min(Math.max(scale, 1), 3);
  canvas.width = Math.round(image.width * ratio);
  canvas.height = Math.round(image.height * ratio);
  context.scale(ratio, ratio);
  context.fillStyle = image.background;
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(await loadImage(image.svg), 0, 0, image.width, image.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new CanvasUnavailableError())),
      'image/png',
    ),
  );
}

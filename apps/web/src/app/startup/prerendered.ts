/** The attribute scripts/prerender.mjs puts on <html>: the path whose English HTML is in #root. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the prerendered HTML in #root is what the app renders for this visit: the same path,
 * no query (e.g. ?session_expired=true adds a banner), no navigation state restored by a reload
 * (e.g. the "password changed" notice), and English.
 */
export function canHydrate(
  html: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
  language: string | undefined,
  historyState: unknown = window.history.state,
): boolean {
  const path = html.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null || path !== location.pathname || location.search !== '') return false;
  const restored = (historyState as { usr?: unknown } | null)?.usr;
  return restored == null && language === 'en';
}

type TypedValue = { field: HTMLInputElement | HTMLTextAreaElement; value: string };

/**
 * Takes what was typed (or autofilled) into the prerendered form fields before the app ran, and
 * resets them to the HTML's values so hydration matches; hand the result to replayTypedValues.
 */
export function takeTypedValues(container: HTMLElement): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      continue;
    if (field.value === field.defaultValue) continue;
    typed.push({ field, value: field.value });
    field.value = field.defaultValue;
  }
  return typed;
}

/** Types the taken values again once React owns the fields, so its state receives them. */
export function replayTypedValues(typed: TypedValue[]): void {
  for (const { field, value } of typed) {
    if (!field.isConnected) continue;
    // The prototype's setter bypasses React's value tracking, so the input event counts as a change.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

let onPageLive: (() => void) | null = null;

/**
 * Runs `callback` once the first page is live. A hydrating page sits in a Suspense boundary,
 * which React hydrates after the rest of the app, so the app's own first effect is too early.
 */
export function whenFirstPageLive(callback: () => void): void {
  onPageLive = callback;
}

/** Called by the first page boundary whose content has mounted or hydrated (PageBoundary). */
export function firstPageLive(): void {
  const callback = onPageLive;
  onPageLive = null;
  callback?.();
}

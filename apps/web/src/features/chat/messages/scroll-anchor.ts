/** Where a message row sits: its id and its top's distance from the list's top edge, in px. */
export type ScrollAnchor = { id: string; offset: number };

const ROW_SELECTOR = '[data-message-id]';

/** The row of a message inside the list, if it is rendered. */
export function rowOf(box: HTMLElement, messageId: string): HTMLElement | null {
  return box.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(messageId)}"]`);
}

/**
 * The first message row still visible at the top of the list, found by bisection (rows are in
 * document order, so their positions only grow): what the reader is looking at.
 */
export function topVisibleRow(box: HTMLElement): ScrollAnchor | null {
  const rows = box.querySelectorAll<HTMLElement>(ROW_SELECTOR);
  if (rows.length === 0) return null;
  const top = box.getBoundingClientRect().top;
  let low = 0;
  let high = rows.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (rows[middle]!.getBoundingClientRect().bottom > top) high = middle;
    else low = middle + 1;
  }
  const row = rows[low]!;
  return { id: row.dataset.messageId ?? '', offset: row.getBoundingClientRect().top - top };
}

/** Scrolls so the anchored row is again `offset` px below the top; false if it is gone. */
export function restoreAnchor(box: HTMLElement, anchor: ScrollAnchor): boolean {
  const row = rowOf(box, anchor.id);
  if (!row) return false;
  const drift = row.getBoundingClientRect().top - box.getBoundingClientRect().top - anchor.offset;
  if (Math.abs(drift) >= 1) box.scrollTop += drift;
  return true;
}

/** The scroll position that puts a row in the middle of the list's height. */
export function centredTop(box: HTMLElement, row: HTMLElement): number {
  const boxRect = box.getBoundingClientRect();
  const rowRect = row.getBoundingClientRect();
  const rowTop = rowRect.top - boxRect.top + box.scrollTop;
  return Math.max(0, rowTop - Math.max(0, box.clientHeight - rowRect.height) / 2);
}

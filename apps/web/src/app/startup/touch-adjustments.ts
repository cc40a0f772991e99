/** On touch devices: mark <html> for touch styling and keep focused fields above the keyboard. */
export function applyTouchAdjustments(): void {
  const touch = 'ontouchstart' in window || navigator.maxTouchPoints > 0;
  if (!touch) return;
  document.documentElement.classList.add('touch');
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return;
    // The on-screen keyboard opens after focus; wait for it before scrolling the field into view.
    window.setTimeout(() => target.scrollIntoView({ block: 'center', behavior: 'smooth' }), 300);
  });
}

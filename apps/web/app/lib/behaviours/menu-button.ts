/**
 * A disclosure menu (the header's Services menu) that works without React: the static public
 * pages run it from their small script, and the header attaches the same code when React renders.
 * Markup: an item holding `[data-menu-trigger]` (a button with aria-controls) and
 * `[data-menu-panel]` (hidden). Opens on click, or on hover after `hoverDelayMs` (at once when
 * it closed less than `skipDelayMs` ago); Escape, leaving, focus moving away or a click outside
 * close it.
 */
export type MenuButtonDelays = { hoverDelayMs: number; skipDelayMs: number };

export function attachMenuButton(item: HTMLElement, delays: MenuButtonDelays): () => void {
  const trigger = item.querySelector<HTMLButtonElement>('[data-menu-trigger]');
  const panel = item.querySelector<HTMLElement>('[data-menu-panel]');
  if (!trigger || !panel) return () => undefined;
  const doc = item.ownerDocument;
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let closedAt = Number.NEGATIVE_INFINITY;

  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
  const clearTimers = () => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
  };
  const setOpen = (open: boolean) => {
    clearTimers();
    if (open === isOpen()) return;
    trigger.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (!open) closedAt = Date.now();
  };

  const onClick = () => setOpen(!isOpen());
  const onEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer);
    if (isOpen()) return;
    const delay = Date.now() - closedAt < delays.skipDelayMs ? 0 : delays.hoverDelayMs;
    openTimer = setTimeout(() => setOpen(true), delay);
  };
  const onLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(openTimer);
    if (isOpen()) closeTimer = setTimeout(() => setOpen(false), delays.hoverDelayMs);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    trigger.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && item.contains(next)) return;
    if (next !== null) setOpen(false);
  };
  const onDocumentDown = (event: PointerEvent) => {
    if (event.target instanceof Node && !item.contains(event.target)) setOpen(false);
  };
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  trigger.addEventListener('click', onClick);
  item.addEventListener('pointerenter', onEnter);
  item.addEventListener('pointerleave', onLeave);
  item.addEventListener('keydown', onKey);
  item.addEventListener('focusout', onFocusOut);
  panel.addEventListener('click', onPanelClick);
  doc.addEventListener('pointerdown', onDocumentDown);
  return () => {
    clearTimers();
    trigger.removeEventListener('click', onClick);
    item.removeEventListener('pointerenter', onEnter);
    item.removeEventListener('pointerleave', onLeave);
    item.removeEventListener('keydown', onKey);
    item.removeEventListener('focusout', onFocusOut);
    panel.removeEventListener('click', onPanelClick);
    doc.removeEventListener('pointerdown', onDocumentDown);
  };
}

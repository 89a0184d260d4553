/**
 * A button that shows and hides a panel (the header's mobile menu), without React. The button
 * carries aria-expanded and aria-controls; its label and icon follow aria-expanded through CSS.
 * Escape closes and returns focus to the button; following a link inside closes the panel.
 */
export function attachTogglePanel(toggle: HTMLButtonElement): () => void {
  const doc = toggle.ownerDocument;
  const panelId = toggle.getAttribute('aria-controls');
  const panel = panelId ? doc.getElementById(panelId) : null;
  if (!panel) return () => undefined;

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const onClick = () => setOpen(!isOpen());
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  };
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  toggle.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKey);
  panel.addEventListener('click', onPanelClick);
  return () => {
    toggle.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKey);
    panel.removeEventListener('click', onPanelClick);
  };
}

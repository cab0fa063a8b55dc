/**
 * Scrolls a sideways-scrolling strip so its current link (aria-current) is in view, without
 * moving the page: the current tab may sit far right of a long strip.
 */
export function scrollCurrentIntoView(strip: HTMLElement | null): void {
  const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!strip || !current) return;
  const frame = strip.getBoundingClientRect();
  const tab = current.getBoundingClientRect();
  const left = tab.left - frame.left + strip.scrollLeft;
  const right = left + tab.width;
  if (left < strip.scrollLeft) strip.scrollLeft = Math.max(0, left - 16);
  else if (right > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = right - strip.clientWidth + 16;
}

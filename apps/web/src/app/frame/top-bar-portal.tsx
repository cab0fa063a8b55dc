import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders a route's controls into the frame's top bar. */
export function TopBarPortal({ children }: { children?: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById('top-bar-slot')), []);
  return slot ? createPortal(children, slot) : null;
}

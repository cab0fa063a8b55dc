import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useOutletContext } from 'react-router';

export interface FrameContext {
  /** The top bar's slot element, once mounted. */
  topBarSlot: HTMLElement | null;
}

/** Renders a route's controls into the frame's top bar. */
export function TopBarPortal({ children }: { children?: ReactNode }) {
  const { topBarSlot } = useOutletContext<FrameContext>();
  return topBarSlot ? createPortal(children, topBarSlot) : null;
}

import * as RadixTooltip from '@radix-ui/react-tooltip';
import { TOOLTIP_DELAY_MS } from '@lens/domain';
import type { ReactNode } from 'react';
import styles from './overlays.module.css';

/** Tooltips open after 600 ms (docs/product-rules.md, "Timings and thresholds"); wrap the app once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>{children}</RadixTooltip.Provider>;
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.tooltip} sideOffset={6}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

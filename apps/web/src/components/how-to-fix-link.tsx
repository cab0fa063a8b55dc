import { fixGuidePath } from '../lib/fix-guides.ts';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button.tsx';

/**
 * "How to fix on <channel>": opens the channel's guide on the Instructions screen, at the steps
 * for the characteristic when one is given (docs/product-rules.md, "Instructions"). Icon-only
 * where space is short, its name still says where it leads.
 */
export function HowToFixLink({
  channel,
  characteristic,
  iconOnly = false,
  className,
}: {
  channel: { name: string; categoryId?: number | null };
  characteristic?: string;
  iconOnly?: boolean;
  className?: string;
}) {
  const label = `How to fix on ${channel.name}`;
  return (
    <Link
      to={fixGuidePath(channel, characteristic)}
      className={
        iconOnly
          ? buttonClasses({ size: 'small', variant: 'ghost', iconOnly: true, className })
          : className
      }
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
    >
      <BookOpen size={iconOnly ? 16 : 14} aria-hidden />
      {!iconOnly && label}
    </Link>
  );
}

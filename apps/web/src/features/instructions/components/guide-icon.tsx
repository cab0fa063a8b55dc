import {
  BedDouble,
  Globe,
  MapPin,
  MessageSquareQuote,
  Plane,
  Presentation,
  TerminalSquare,
  type LucideIcon,
} from 'lucide-react';
import type { FixGuideSlug } from '../../../lib/fix-guides.ts';

const ICONS: Record<FixGuideSlug, LucideIcon> = {
  'google-business-profile': MapPin,
  'booking-com': BedDouble,
  'expedia-group': Plane,
  tripadvisor: MessageSquareQuote,
  gds: TerminalSquare,
  'meeting-and-event-platforms': Presentation,
  'other-channels': Globe,
};

export function GuideIcon({ slug, size = 20 }: { slug: FixGuideSlug; size?: number }) {
  const Icon = ICONS[slug];
  return <Icon size={size} aria-hidden />;
}

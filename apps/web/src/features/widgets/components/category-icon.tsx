import { channelCategory, type ChannelCategoryIcon } from '@lens/domain';
import {
  Award,
  Briefcase,
  Building2,
  Bus,
  Database,
  Flower2,
  Gem,
  Gift,
  GitCompareArrows,
  Globe,
  House,
  Landmark,
  Luggage,
  Map as MapIcon,
  Mic,
  Navigation,
  Plane,
  Presentation,
  Share2,
  Star,
  Terminal,
  Truck,
  Users,
  Utensils,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import styles from './widgets.module.css';

const ICONS: Record<ChannelCategoryIcon, LucideIcon> = {
  map: MapIcon,
  suitcase: Luggage,
  compare: GitCompareArrows,
  star: Star,
  share: Share2,
  terminal: Terminal,
  presentation: Presentation,
  users: Users,
  utensils: Utensils,
  delivery: Truck,
  spa: Flower2,
  directory: Building2,
  microphone: Mic,
  navigation: Navigation,
  warehouse: Warehouse,
  house: House,
  plane: Plane,
  briefcase: Briefcase,
  bus: Bus,
  award: Award,
  landmark: Landmark,
  rings: Gem,
  gift: Gift,
  database: Database,
};

/**
 * A channel category's icon on a tint of its colour. Channels carry their category's icon; one
 * without a category gets the default planet icon.
 */
export function CategoryIcon({
  categoryId,
  size = 'medium',
}: {
  categoryId: number | null | undefined;
  size?: 'small' | 'medium';
}) {
  const category = categoryId == null ? undefined : channelCategory(categoryId);
  const Icon = category ? ICONS[category.icon as ChannelCategoryIcon] : Globe;
  const color = category?.color ?? 'var(--color-gray)';
  return (
    <span
      className={size === 'small' ? `${styles.categoryIcon} ${styles.small}` : styles.categoryIcon}
      style={{ color, background: `color-mix(in srgb, ${color} 12%, white)` }}
      aria-hidden
    >
      <Icon size={size === 'small' ? 13 : 16} strokeWidth={2.2} />
    </span>
  );
}

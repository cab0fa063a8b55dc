import type { SessionUser } from '@lens/contracts';
import {
  BarChart3,
  Bell,
  BookOpen,
  CircleHelp,
  FilePenLine,
  Link2Off,
  Compass,
  ListChecks,
  ListFilter,
  MessageCircleQuestion,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShieldCheck,
  UserCog,
  X,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import { Button } from '../../components/button.tsx';
import { AlertsNavCount } from '../../features/alerts/index.ts';
import styles from './frame.module.css';

export type NavMode = 'expanded' | 'collapsed';

interface SidebarProps {
  user: SessionUser;
  mode: NavMode;
  onToggleMode(): void;
  /** Narrow screens: the menu covers the page; closing it returns to the page. */
  onClose(): void;
  hotelChainMode: boolean;
  onAskQuestion(): void;
  onTakeTour(): void;
}

/** The main menu: the dashboard and its reviews, help, and the administration areas for admins. */
export function Sidebar({
  user,
  mode,
  onToggleMode,
  onClose,
  hotelChainMode,
  onAskQuestion,
  onTakeTour,
}: SidebarProps) {
  const link = (
    to: string,
    label: string,
    icon: React.ReactNode,
    end = false,
    extra?: React.ReactNode,
  ) => (
    <NavLink
      to={to}
      end={end}
      className={styles.navLink}
      onClick={onClose}
      title={mode === 'collapsed' ? label : undefined}
    >
      {icon}
      <span className={styles.navLabel}>{label}</span>
      {extra}
    </NavLink>
  );
  return (
    <nav className={styles.sidebar} aria-label="Main menu">
      <div className={styles.sidebarTop}>
        <Brand inverted compact={mode === 'collapsed'} />
        <Button
          variant="ghost"
          size="small"
          iconOnly
          className={`${styles.navToggle} ${styles.menuButton}`}
          onClick={onClose}
          aria-label="Close menu"
        >
          <X size={18} aria-hidden />
        </Button>
      </div>
      <div className={styles.nav}>
        {link('/', 'Dashboard', <BarChart3 size={18} aria-hidden />, true)}
        {link(
          '/opportunities_review',
          'Opportunities review',
          <ListChecks size={18} aria-hidden />,
        )}
        {link('/instructions', 'Instructions', <BookOpen size={18} aria-hidden />)}
        {link('/change_requests', 'Change requests', <FilePenLine size={18} aria-hidden />)}
        {link('/wrong_matches', 'Wrong matches', <Link2Off size={18} aria-hidden />)}
        {link('/noise_control', 'Accepted & ignored', <ListFilter size={18} aria-hidden />)}
        {link('/alerts', 'Alerts', <Bell size={18} aria-hidden />, false, <AlertsNavCount />)}
        {link(
          hotelChainMode ? '/faq-hilton' : '/faq',
          'Help',
          <CircleHelp size={18} aria-hidden />,
        )}
        <button
          type="button"
          className={styles.navLink}
          onClick={onAskQuestion}
          title={mode === 'collapsed' ? 'Ask a question' : undefined}
        >
          <MessageCircleQuestion size={18} aria-hidden />
          <span className={styles.navLabel}>Ask a question</span>
        </button>
        <button
          type="button"
          className={`${styles.navLink} ${styles.wideOnly}`}
          onClick={onTakeTour}
          title={mode === 'collapsed' ? 'Take the tour' : undefined}
        >
          <Compass size={18} aria-hidden />
          <span className={styles.navLabel}>Take the tour</span>
        </button>
        {link('/settings', 'Settings', <UserCog size={18} aria-hidden />)}
        {(user.role === 'ADMIN' || hotelChainMode) && (
          <>
            <p className={styles.navSection}>Administration</p>
            {user.role === 'ADMIN' &&
              link('/admin', 'Administration', <Settings size={18} aria-hidden />)}
            {/* Managers of a hotel-chain view review their chain's results there too. */}
            {link('/hilton_admin', 'Hotel-chain admin', <ShieldCheck size={18} aria-hidden />)}
          </>
        )}
      </div>
      <div className={styles.sidebarFoot}>
        <Button
          variant="ghost"
          size="small"
          className={styles.navToggle}
          onClick={onToggleMode}
          aria-label={mode === 'expanded' ? 'Collapse the menu' : 'Expand the menu'}
        >
          {mode === 'expanded' ? (
            <PanelLeftClose size={18} aria-hidden />
          ) : (
            <PanelLeftOpen size={18} aria-hidden />
          )}
          <span className={styles.navLabel}>{mode === 'expanded' ? 'Collapse' : ''}</span>
        </Button>
      </div>
    </nav>
  );
}

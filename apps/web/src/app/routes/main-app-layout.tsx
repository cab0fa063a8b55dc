import type { SessionUser } from '@lens/contracts';
import { isNarrowWindow } from '@lens/domain';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { AskQuestionSlot, useAskQuestion } from '../../features/help/index.ts';
import { useTourStore } from '../../features/tours/index.ts';
import { useCurrentView } from '../../lib/use-current-view.ts';
import { useLiveUpdates } from '../../lib/use-live-updates.ts';
import { useSilentWhileHidden } from '../../lib/use-silent-while-hidden.ts';
import { DeployNotice, ErrorLogWindow, MessageCenter, RequestLoader } from '../frame/overlays.tsx';
import { Sidebar, type NavMode } from '../frame/sidebar.tsx';
import type { FrameContext } from '../frame/top-bar-portal.tsx';
import styles from '../frame/frame.module.css';

const NAV_MODE_KEY = 'lens.navMode';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The frame of the signed-in app: menu, top bar, the page, and the app-wide overlays. */
export function MainAppLayout() {
  const user = useLoaderData() as SessionUser;
  const [navMode, setNavMode] = useState<NavMode>(
    () => (localStorage.getItem(NAV_MODE_KEY) as NavMode) ?? 'expanded',
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const [topBarSlot, setTopBarSlot] = useState<HTMLElement | null>(null);
  const { hotelChainMode } = useCurrentView();
  const { deployed } = useLiveUpdates();
  useSilentWhileHidden();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dashboard = ![
    '/opportunities_review',
    '/instructions',
    '/faq',
    '/settings',
    '/alerts',
    '/change_requests',
  ].some((prefix) => pathname.startsWith(prefix));

  const [narrow, setNarrow] = useState(() => isNarrowWindow(window.innerWidth));
  useEffect(() => {
    const resized = () => setNarrow(isNarrowWindow(window.innerWidth));
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  // A mobile view other than the dashboard scrolls in its own pane, the page behind it locked;
  // the open menu locks the page too. Either way the view itself always scrolls.
  const ownScroll = !dashboard && narrow;

  useEffect(() => localStorage.setItem(NAV_MODE_KEY, navMode), [navMode]);
  useEffect(() => {
    const lock = menuOpen || ownScroll;
    document.body.style.overflow = lock ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [menuOpen, ownScroll]);

  return (
    <div className={styles.shell} data-nav={navMode} data-menu={menuOpen ? 'open' : 'closed'}>
      <RequestLoader />
      <Sidebar
        user={user}
        mode={navMode}
        onToggleMode={() => setNavMode((mode) => (mode === 'expanded' ? 'collapsed' : 'expanded'))}
        onClose={() => setMenuOpen(false)}
        hotelChainMode={hotelChainMode}
        onAskQuestion={() => {
          setMenuOpen(false);
          useAskQuestion.getState().setOpen(true);
        }}
        onTakeTour={() => {
          setMenuOpen(false);
          // Tours run on the dashboard; from elsewhere the overview is where they begin.
          if (!dashboard) navigate('/');
          useTourStore.getState().restart(null, window.innerWidth);
        }}
      />
      <div className={styles.main} data-scroll={ownScroll ? 'own' : undefined}>
        <DeployNotice visible={deployed} />
        <header className={styles.topBar}>
          <Button
            variant="ghost"
            iconOnly
            className={styles.menuButton}
            onClick={() => setMenuOpen(true)}
            aria-label="Open the menu"
          >
            <Menu size={20} aria-hidden />
          </Button>
          <div className={styles.topBarSlot} ref={setTopBarSlot} />
          <div className={styles.user}>
            <span className={styles.avatar} aria-hidden>
              {initials(user.name)}
            </span>
            <span className={styles.userText}>
              <span className={styles.userName}>{user.name}</span>
              <br />
              <span className={styles.userClient}>{user.clientName}</span>
            </span>
            <Link
              to="/login?logout"
              className={styles.iconLink}
              aria-label="Sign out"
              title="Sign out"
            >
              <LogOut size={18} aria-hidden />
            </Link>
          </div>
        </header>
        <main className={styles.content}>
          <Outlet context={{ topBarSlot } satisfies FrameContext} />
        </main>
      </div>
      <ErrorLogWindow />
      <AskQuestionSlot defaultEmail={user.email} />
      <MessageCenter />
    </div>
  );
}

import type { ReactNode } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { onUnauthorized } from '../lib/api-client.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import {
  adminLoader,
  credentialsLoader,
  helpLoader,
  loginLoader,
  mainLoader,
  signInAgain,
} from './guards.ts';
import { LoginLayout } from './routes/login-layout.tsx';
import { MainAppLayout } from './routes/main-app-layout.tsx';
import { WidgetsRoute } from './routes/widgets-route.tsx';
import { RouteError } from './routes/route-error.tsx';

const loadAlerts = () => loadChunk(() => import('../features/alerts/lazy.ts'));

const loadChangeRequests = () => loadChunk(() => import('../features/change-requests/lazy.ts'));

/** A route whose element is drawn from a chunk loaded when the route is first opened. */
const lazyElement =
  <M,>(load: () => Promise<M>) =>
  (render: (chunk: M) => ReactNode) => ({
    lazy: async () => ({ element: render(await load()) }),
  });

// Signed-out screens and help pages are chunks of their own: the dashboard's first download
// stays within its budget (bench/src/bundle.bench.ts).
const authScreen = lazyElement(() => loadChunk(() => import('../features/auth/lazy.ts')));
const helpPage = lazyElement(() => loadChunk(() => import('../features/help/lazy.ts')));

const loginChildren: RouteObject[] = [
  { index: true, ...authScreen(({ SignInScreen }) => <SignInScreen />) },
  { path: 'restore', ...authScreen(({ RestoreRequestScreen }) => <RestoreRequestScreen />) },
  {
    path: 'restore/user/:id/token/:token',
    ...authScreen(({ SetPasswordScreen }) => <SetPasswordScreen purpose="restore" />),
  },
  {
    path: 'create/user/:id/token/:token',
    ...authScreen(({ SetPasswordScreen }) => <SetPasswordScreen purpose="create" />),
  },
  { path: 'restore/expired', ...authScreen(({ LinkExpiredScreen }) => <LinkExpiredScreen />) },
  { path: 'sso', ...authScreen(({ SsoSignInScreen }) => <SsoSignInScreen />) },
];

const loadAdminSection = () => loadChunk(() => import('./routes/admin-layout.tsx'));
type AdminSection = Awaited<ReturnType<typeof loadAdminSection>>;

/** A screen of the admin chunk. */
const adminPage = (name: Exclude<keyof AdminSection, 'AdminLayout'>) => ({
  lazy: async () => ({ Component: (await loadAdminSection())[name] }),
});

const adminChildren: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/users') },
  { path: 'users', ...adminPage('UsersPage') },
  { path: 'users/create', ...adminPage('UsersPage') },
  { path: 'users/update/:id', ...adminPage('UsersPage') },
  { path: 'clients', ...adminPage('ClientsPage') },
  { path: 'clients/update/:id', ...adminPage('ClientsPage') },
  { path: 'reports', ...adminPage('AdminReportsPage') },
  { path: 'channel_groups', ...adminPage('ChannelGroupsPage') },
  { path: 'channel_groups/create', ...adminPage('ChannelGroupsPage') },
  { path: 'channel_groups/edit/:id', ...adminPage('ChannelGroupsPage') },
  { path: 'view/create/view', ...adminPage('ViewEditorPage') },
  { path: 'view/view/:id', ...adminPage('ViewEditorPage') },
  // The list of one level, drilled into from the level above (?type=region&parent=12).
  { path: 'geography', ...adminPage('GeographyPage') },
  { path: 'geography/create/:type', ...adminPage('GeographyPage') },
  { path: 'geography/create/:type/:prevId', ...adminPage('GeographyPage') },
  { path: 'geography/:type/:id', ...adminPage('GeographyPage') },
  { path: 'imports', ...adminPage('ImportsPage') },
  { path: 'connectors', ...adminPage('ConnectorsPage') },
  { path: 'connectors/:siteId', ...adminPage('ConnectorsPage') },
  { path: ':viewType', ...adminPage('ViewsPage') },
];

const loadHotelChainAdminSection = () =>
  loadChunk(() => import('./routes/hotel-chain-admin-layout.tsx'));
type HotelChainAdminSection = Awaited<ReturnType<typeof loadHotelChainAdminSection>>;

/** A screen of the hotel-chain admin chunk. */
const hotelChainAdminPage = (
  name: Exclude<keyof HotelChainAdminSection, 'HotelChainAdminLayout'>,
) => ({
  lazy: async () => ({ Component: (await loadHotelChainAdminSection())[name] }),
});

const hotelChainAdminChildren: RouteObject[] = [
  {
    ...hotelChainAdminPage('HotelChainAdminShell'),
    children: [
      { index: true, ...hotelChainAdminPage('HotelChainAdminHome') },
      { path: 'audits', ...hotelChainAdminPage('HotelChainAdminHome') },
      { path: 'audits/:channelTypeId/*', ...hotelChainAdminPage('AuditsReviewPage') },
      { path: 'manager_activity/*', ...hotelChainAdminPage('ManagerActivityPage') },
      { path: 'audit_limits_configuration/*', ...hotelChainAdminPage('AuditLimitsPage') },
    ],
  },
];

/** Every route (docs/product-rules.md, "Routes and page levels"), in history mode. Admin and hotel-chain admin load lazily. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginLayout />, loader: loginLoader, children: loginChildren },
  { path: '/terms', ...helpPage(({ LegalPage }) => <LegalPage kind="terms" />) },
  { path: '/privacy', ...helpPage(({ LegalPage }) => <LegalPage kind="privacy" />) },
  {
    path: '/admin',
    loader: adminLoader,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await loadAdminSection()).AdminLayout }),
    children: adminChildren,
  },
  {
    path: '/hilton_admin',
    loader: credentialsLoader,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await loadHotelChainAdminSection()).HotelChainAdminLayout }),
    children: hotelChainAdminChildren,
  },
  {
    // A sheet to print, outside the app frame.
    path: '/change_requests/:id/print',
    loader: credentialsLoader,
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await loadChangeRequests()).ChangeRequestPrintPage }),
  },
  {
    path: '/faq',
    loader: helpLoader,
    element: <MainAppLayout />,
    children: [{ index: true, ...helpPage(({ HelpPage }) => <HelpPage variant="standard" />) }],
  },
  {
    path: '/faq-hilton',
    loader: helpLoader,
    element: <MainAppLayout />,
    children: [{ index: true, ...helpPage(({ HelpPage }) => <HelpPage variant="hotel-chain" />) }],
  },
  {
    path: '/',
    id: 'main',
    loader: mainLoader,
    element: <MainAppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A failing page keeps the menu and top bar around its error screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <WidgetsRoute /> },
          {
            path: 'opportunities_review/*',
            lazy: async () => ({
              Component: (await loadChunk(() => import('./routes/opportunities-route.tsx')))
                .OpportunitiesRoute,
            }),
          },
          {
            path: 'instructions/*',
            lazy: async () => ({
              Component: (await loadChunk(() => import('../features/instructions/lazy.ts')))
                .InstructionsPage,
            }),
          },
          {
            path: 'wrong_matches',
            lazy: async () => ({
              Component: (await loadChunk(() => import('../features/listing-identity/lazy.ts')))
                .WrongMatchesPage,
            }),
          },
          { path: 'alerts', lazy: async () => ({ Component: (await loadAlerts()).AlertsPage }) },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await loadChunk(() => import('./routes/settings-route.tsx')))
                .SettingsRoute,
            }),
          },
          {
            path: 'noise_control',
            lazy: async () => ({
              Component: (await loadChunk(() => import('../features/noise-control/lazy.ts')))
                .NoiseListPage,
            }),
          },
          {
            path: 'change_requests',
            lazy: async () => ({ Component: (await loadChangeRequests()).ChangeRequestsPage }),
          },
          { path: '*', element: <WidgetsRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

onUnauthorized(() => signInAgain((path) => router.navigate(path)));

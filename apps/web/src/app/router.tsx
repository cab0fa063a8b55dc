import { createBrowserRouter, type RouteObject } from 'react-router';
import { LinkExpiredScreen } from '../features/auth/components/link-expired-screen.tsx';
import { RestoreRequestScreen } from '../features/auth/components/restore-request-screen.tsx';
import { SetPasswordScreen } from '../features/auth/components/set-password-screen.tsx';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';
import { HelpPage, LegalPage } from '../features/help/index.ts';
import { onUnauthorized } from '../lib/api-client.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import { adminLoader, credentialsLoader, helpLoader, loginLoader, signInAgain } from './guards.ts';
import { LoginLayout } from './routes/login-layout.tsx';
import { MainAppLayout } from './routes/main-app-layout.tsx';
import { WidgetsRoute } from './routes/widgets-route.tsx';
import { PendingSection } from './routes/pending-section.tsx';
import { RouteError } from './routes/route-error.tsx';

const section = (title: string) => ({ element: <PendingSection title={title} /> });

const loginChildren: RouteObject[] = [
  { index: true, element: <SignInScreen /> },
  { path: 'restore', element: <RestoreRequestScreen /> },
  { path: 'restore/user/:id/token/:token', element: <SetPasswordScreen purpose="restore" /> },
  { path: 'create/user/:id/token/:token', element: <SetPasswordScreen purpose="create" /> },
  { path: 'restore/expired', element: <LinkExpiredScreen /> },
];

const adminChildren: RouteObject[] = [
  { index: true, ...section('Administration') },
  { path: 'users', ...section('Users') },
  { path: 'users/create', ...section('Create user') },
  { path: 'users/update/:id', ...section('Update user') },
  { path: 'clients', ...section('Clients') },
  { path: 'clients/update/:id', ...section('Update client') },
  { path: 'reports', ...section('Reports') },
  { path: 'channel_groups', ...section('Channel groups') },
  { path: 'channel_groups/create', ...section('Create channel group') },
  { path: 'channel_groups/edit/:id', ...section('Edit channel group') },
  { path: 'view/create/view', ...section('Create view') },
  { path: 'view/view/:id', ...section('Edit view') },
  { path: 'geography/create/:type', ...section('Create geography') },
  { path: 'geography/create/:type/:prevId', ...section('Create geography') },
  { path: 'geography/:type/:id', ...section('Edit geography') },
  { path: ':viewType', ...section('Views') },
];

const chainAdminChildren: RouteObject[] = [
  { index: true, ...section('Hotel-chain administration') },
  { path: 'audits/:channelTypeId/*', ...section('Audits awaiting review') },
  { path: 'manager_activity/*', ...section('Manager activity') },
  { path: 'audit_limits_configuration/*', ...section('Audit limits configuration') },
];

/** Every route of SPEC.md section 2, in history mode. Admin and hotel-chain admin load lazily. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginLayout />, loader: loginLoader, children: loginChildren },
  { path: '/terms', element: <LegalPage kind="terms" /> },
  { path: '/privacy', element: <LegalPage kind="privacy" /> },
  {
    path: '/admin',
    loader: adminLoader,
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./routes/admin-layout.tsx'))).AdminLayout,
    }),
    children: adminChildren,
  },
  {
    path: '/hilton_admin',
    loader: credentialsLoader,
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await loadChunk(() => import('./routes/chain-admin-layout.tsx')))
        .ChainAdminLayout,
    }),
    children: chainAdminChildren,
  },
  {
    path: '/faq',
    loader: helpLoader,
    element: <MainAppLayout />,
    children: [{ index: true, element: <HelpPage variant="standard" /> }],
  },
  {
    path: '/faq-hilton',
    loader: helpLoader,
    element: <MainAppLayout />,
    children: [{ index: true, element: <HelpPage variant="hotel-chain" /> }],
  },
  {
    path: '/',
    id: 'main',
    loader: credentialsLoader,
    element: <MainAppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A failing page keeps the menu and top bar around its error screen.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <WidgetsRoute /> },
          { path: 'opportunities_review/*', ...section('Opportunities review') },
          { path: 'instructions/*', ...section('Instructions') },
          { path: '*', element: <WidgetsRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

onUnauthorized(() => signInAgain((path) => router.navigate(path)));

import type { SessionUser } from '@lens/contracts';
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { loadCurrentDate } from '../api/current-date.ts';
import { credentialsQuery, signOut, userRightsQuery } from '../api/session.ts';
import { ApiError } from '../lib/api-client.ts';
import { prefetchWidgetsPage } from '../features/widgets/lazy.ts';
import { loadConf } from './conf.ts';
import { queryClient } from './query-client.ts';

const TARGET_KEY = 'lens.afterSignIn';

/** The page a signed-out visitor wanted, to return to after signing in. */
export function rememberTarget(path: string): void {
  if (!path.startsWith('/login')) sessionStorage.setItem(TARGET_KEY, path);
}

export function takeRememberedTarget(): string {
  const target = sessionStorage.getItem(TARGET_KEY);
  sessionStorage.removeItem(TARGET_KEY);
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/** Where signing in happens: the client's single sign-on path from /conf.json, or /login. */
export async function loginPath(): Promise<string> {
  if (sessionStorage.getItem('lens.ignoreSso') === 'true') return '/login';
  try {
    const conf = await loadConf();
    return conf.loginPath ?? '/login';
  } catch {
    // "Configuration load failure is logged, and login falls back to /login."
    console.warn('The configuration (/conf.json) could not be loaded; signing in at /login.');
    return '/login';
  }
}

export async function currentUser(): Promise<SessionUser | null> {
  try {
    const { user } = await queryClient.fetchQuery(credentialsQuery);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// A single sign-on entry is served outside this app (by the server or an identity provider), even
// on a path of this origin, so the browser loads it as a document; only /login is a route here.
const isOwnSignIn = (path: string) => path === '/login';

async function toSignIn(request: Request): Promise<Response> {
  const url = new URL(request.url);
  rememberTarget(`${url.pathname}${url.search}${url.hash}`);
  const path = await loginPath();
  return isOwnSignIn(path) ? redirect(path) : redirectDocument(path);
}

/** Main app and hotel-chain admin: valid credentials, or sign in and come back. */
export async function credentialsLoader({ request }: LoaderFunctionArgs) {
  const user = await currentUser();
  return user ?? toSignIn(request);
}

// How long the document's first page waits for its data before it draws without it.
const FIRST_DRAW_HOLD_MS = 500;
let firstDraw = true;

/**
 * The main app: as credentialsLoader, with the widgets page's calls under way meanwhile. The
 * server's date is asked beside the sign-in check, so every screen draws with the same today.
 * The document's first page also waits up to half a second for its data (usually in by then: the
 * page brings its first reads, docs/architecture.md), so it draws once, whole, rather than as
 * skeletons redrawn widget by widget as each answer arrives, which took longer on the whole.
 * Later navigations draw at once: the page is already there.
 */
export async function mainLoader(args: LoaderFunctionArgs) {
  const data = prefetchWidgetsPage(queryClient, new URL(args.request.url).pathname);
  const [user] = await Promise.all([credentialsLoader(args), loadCurrentDate(queryClient)]);
  if (firstDraw && !(user instanceof Response)) {
    firstDraw = false;
    await Promise.race([data, new Promise((done) => setTimeout(done, FIRST_DRAW_HOLD_MS))]);
  }
  return user;
}

/** /faq and /faq-hilton need valid credentials and redirect to / otherwise. */
export async function helpLoader() {
  return (await currentUser()) ?? redirect('/');
}

/** /admin needs a successful user-rights check, else redirect to /. */
export async function adminLoader({ request }: LoaderFunctionArgs) {
  const user = await currentUser();
  if (!user) return toSignIn(request);
  try {
    await queryClient.fetchQuery(userRightsQuery);
    return user;
  } catch {
    return redirect('/');
  }
}

/**
 * /login: `?logout` signs out and clears the cached state; a visitor who is already signed in goes
 * to /, or to the remembered page when single sign-on just finished.
 */
export async function loginLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('logout')) {
    await signOut().catch(() => {});
    queryClient.clear();
    return redirect('/login');
  }
  const onForm = url.pathname === '/login' || url.pathname === '/login/';
  if (onForm && (await currentUser().catch(() => null))) {
    // Back from single sign-on (the server sends ?sso=complete): on to the page wanted before.
    return redirect(url.searchParams.get('sso') === 'complete' ? takeRememberedTarget() : '/');
  }
  return null;
}

/** A session that ends mid-use (401 on any call): remember the page and sign in again. */
export function signInAgain(navigate: (path: string) => unknown): void {
  if (window.location.pathname.startsWith('/login')) return;
  rememberTarget(`${window.location.pathname}${window.location.search}${window.location.hash}`);
  queryClient.clear();
  void loginPath().then((path) =>
    isOwnSignIn(path) ? navigate(path) : window.location.assign(path),
  );
}

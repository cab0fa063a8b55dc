import type { SessionUser } from '@lens/contracts';
import { useRouteLoaderData } from 'react-router';
import { SettingsPage } from '../../features/api-tokens/index.ts';

/** `/settings` in the main frame; only administrators may give a token the import scope. */
export function SettingsRoute() {
  const user = useRouteLoaderData('main') as SessionUser;
  return <SettingsPage canImport={user.role === 'ADMIN'} />;
}

import { AdminNav } from '../../features/admin/index.ts';
import { ReportsPage } from '../../features/reports/index.ts';
import { MainAppLayout } from './main-app-layout.tsx';

// The admin screens travel in this lazily loaded chunk with the layout, so the first visit to
// /admin fetches them all at once and the dashboard's first load carries none of them.
export {
  ChannelGroupsPage,
  ClientsPage,
  ConnectorsPage,
  GeographyPage,
  ImportsPage,
  UsersPage,
  ViewEditorPage,
  ViewsPage,
} from '../../features/admin/index.ts';

/** The admin area inside the app's frame: menu, top bar and overlays. */
export function AdminLayout() {
  return <MainAppLayout />;
}

/** The reports screen lives in its own feature; here it gets the admin area's tabs. */
export function AdminReportsPage() {
  return <ReportsPage nav={<AdminNav />} />;
}

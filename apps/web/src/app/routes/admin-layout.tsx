import { Outlet } from 'react-router';

export function AdminLayout() {
  return (
    <main className="page-frame" data-section="admin">
      <Outlet />
    </main>
  );
}

import { Outlet } from 'react-router';

export function ChainAdminLayout() {
  return (
    <main className="page-frame" data-section="hilton-admin">
      <Outlet />
    </main>
  );
}

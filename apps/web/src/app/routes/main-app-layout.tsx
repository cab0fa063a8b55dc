import { Outlet } from 'react-router';
import { Brand } from '../../components/brand.tsx';

export function MainAppLayout() {
  return (
    <div className="app-shell">
      <header className="app-header">
        <Brand />
      </header>
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}

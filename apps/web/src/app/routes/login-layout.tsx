import { Outlet } from 'react-router';
import { Brand } from '../../components/brand.tsx';

export function LoginLayout() {
  return (
    <main className="login-layout">
      <div className="login-card">
        <Brand />
        <Outlet />
      </div>
    </main>
  );
}

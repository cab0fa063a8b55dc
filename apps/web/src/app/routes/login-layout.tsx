import { Outlet } from 'react-router';
import { Brand } from '../../components/brand.tsx';
import styles from './login-layout.module.css';

export function LoginLayout() {
  return (
    <main className={styles.layout}>
      <div className={styles.card}>
        <Brand />
        <Outlet />
      </div>
    </main>
  );
}

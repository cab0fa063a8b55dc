// The signed-out screens: a chunk of their own, which signed-in users never download.
export { LinkExpiredScreen } from './components/link-expired-screen.tsx';
export { RestoreRequestScreen } from './components/restore-request-screen.tsx';
export { SetPasswordScreen } from './components/set-password-screen.tsx';
export { SignInScreen } from './components/sign-in-screen.tsx';
export { SsoSignInScreen } from './components/sso-sign-in-screen.tsx';

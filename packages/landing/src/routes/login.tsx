import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from 'shared-auth';
// The public pages' own styling (no Chakra on them): loaded with whichever page comes first.
import '../styles/public.css';
import { LOGIN_TITLE } from '../features/brand/components/brand';
import { AFTER_LOGIN_PATH } from '../features/login/components/login-form';
import { LoginPage } from '../features/login/components/login-page';
import { useDocumentTitle } from '../lib/use-document-title';

/** `/login`. A visitor who is already signed in goes straight to the console. */
export function Login() {
  const signedIn = useSessionStore((state) => state.isHydrated && state.isAuthenticated);
  // While a sign-in is under way the form owns the navigation (toast, reset, then /app).
  const [signingIn, setSigningIn] = useState(false);
  useDocumentTitle(LOGIN_TITLE);

  if (signedIn && !signingIn) return <Navigate to={AFTER_LOGIN_PATH} replace />;
  return <LoginPage onBusyChange={setSigningIn} />;
}

export default Login;

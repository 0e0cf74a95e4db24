import { FiArrowLeft } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, WifiLogo } from '../../brand';
import { LoginForm } from './login-form';

interface LoginPageProps {
  onBusyChange?: (busy: boolean) => void;
}

/** Login screen (docs/rules/session.md#login): logo, Username, masked Password, Login. */
export function LoginPage({ onBusyChange }: LoginPageProps) {
  return (
    <main className="lp-root lp-login">
      <div className="lp-login-card">
        <div className="lp-login-head">
          <WifiLogo size={64} />
          <h1>{PRODUCT_NAME}</h1>
          <p className="lp-muted">Sign in to manage your network</p>
        </div>
        <LoginForm onBusyChange={onBusyChange} />
      </div>
      <RouterLink to="/" className="lp-back">
        <FiArrowLeft aria-hidden />
        Back to home
      </RouterLink>
    </main>
  );
}

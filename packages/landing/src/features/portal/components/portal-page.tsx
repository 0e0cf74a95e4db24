import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PRODUCT_NAME, WifiLogo } from '../../brand';
import { PORTAL_KEYS, signOut, statusOf, usePortalMe } from '../api/portal-api';
import { PORTAL_TEXT } from '../portal-text';
import { useLanguage } from '../use-language';
import { AccountView } from './account-view';
import { CodeStep, PhoneStep } from './sign-in-steps';

type Step = { kind: 'phone' } | { kind: 'code'; phone: string };

/**
 * `/akun` (docs/rules/portal.md#the-page-akun): the phone step, the code step, then the account.
 * Whether a portal session is open is asked once (GET /portal/me); until it answers, and whenever
 * it says 401, the sign-in steps show.
 */
export function PortalPage() {
  const [language, setLanguage] = useLanguage();
  const text = PORTAL_TEXT[language];
  const client = useQueryClient();
  const me = usePortalMe();
  const [step, setStep] = useState<Step>({ kind: 'phone' });
  const [lastPhone, setLastPhone] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  useDocumentTitle(`${text.title} · ${PRODUCT_NAME}`);

  const signedIn = me.isSuccess && statusOf(me.error) !== 401;

  async function leave() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The cookie may be gone already; the page forgets the account either way.
    }
    client.removeQueries({ queryKey: ['portal'] });
    await client.invalidateQueries({ queryKey: PORTAL_KEYS.me });
    setStep({ kind: 'phone' });
    setSigningOut(false);
  }

  let body;
  if (signedIn && me.data) {
    body = (
      <AccountView
        subscriptions={me.data.subscriptions}
        text={text}
        language={language}
        onSignOut={() => void leave()}
        signingOut={signingOut}
      />
    );
  } else if (step.kind === 'code') {
    body = (
      <CodeStep
        key={step.phone}
        text={text}
        phone={step.phone}
        onSignedIn={() => void client.invalidateQueries({ queryKey: ['portal'] })}
        onChangePhone={() => setStep({ kind: 'phone' })}
      />
    );
  } else {
    body = (
      <PhoneStep
        text={text}
        initialPhone={lastPhone}
        onSent={(phone) => {
          setLastPhone(phone);
          setStep({ kind: 'code', phone });
        }}
      />
    );
  }

  return (
    <main className="lp-root lp-login lp-pay lp-akun" lang={language}>
      <div className="lp-login-card lp-pay-card lp-akun-card-main">
        <div className="lp-akun-top">
          <div className="lp-pay-brand">
            <WifiLogo size={40} />
            <span>{PRODUCT_NAME}</span>
          </div>
          <button
            type="button"
            className="lp-link-button"
            onClick={() => setLanguage(language === 'id' ? 'en' : 'id')}
            aria-label={text.switchLabel}
            lang={language === 'id' ? 'en' : 'id'}
          >
            {text.switchTo}
          </button>
        </div>
        <div>
          <h1 className="lp-pay-title">{text.title}</h1>
          <p className="lp-muted">{text.tagline}</p>
        </div>
        {body}
      </div>
      <RouterLink to="/" className="lp-back">
        {text.backHome}
      </RouterLink>
    </main>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normaliseIndonesianMobile, PORTAL_LIMITS } from 'contracts/limits';
import { requestCode, retryMinutes, signIn, statusOf } from '../api/portal-api';
import type { PortalText } from '../portal-text';

/** The message a failed code request shows. */
function requestError(error: unknown, text: PortalText): string {
  const status = statusOf(error);
  if (status === 429) return text.tooMany(retryMinutes(error));
  if (status === 400) return text.phoneInvalid;
  return text.connection;
}

/** Step 1: the phone number; on success the code step takes over. */
export function PhoneStep({
  text,
  initialPhone,
  onSent,
}: {
  text: PortalText;
  initialPhone: string;
  onSent: (phone: string) => void;
}) {
  const [phone, setPhone] = useState(initialPhone);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!normaliseIndonesianMobile(phone)) {
      setError(text.phoneInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await requestCode(phone);
      onSent(phone);
    } catch (caught) {
      setError(requestError(caught, text));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="lp-form lp-akun-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="lp-muted">{text.phoneIntro}</p>
      <div className="lp-field">
        <label className="lp-label" htmlFor="akun-phone">
          {text.phoneLabel}
        </label>
        <input
          id="akun-phone"
          name="phone"
          className="lp-input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0812-3456-7890"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'akun-phone-error' : undefined}
          maxLength={PORTAL_LIMITS.phone.max}
        />
      </div>
      {error ? (
        <p id="akun-phone-error" className="lp-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="lp-button lp-button-brand lp-button-full" disabled={busy}>
        {busy ? <span className="lp-spinner" aria-hidden /> : null}
        {text.sendCode}
      </button>
    </form>
  );
}

/** Seconds left of the resend wait from `startedAt`, counting down once a second. */
function useCountdown(startedAt: number): number {
  const total = PORTAL_LIMITS.resendAfterSeconds;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at - startedAt >= total * 1000) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startedAt, total]);
  return Math.max(0, total - Math.floor((now - startedAt) / 1000));
}

const digitsOf = (typed: string) => typed.replace(/\D/g, '').slice(0, PORTAL_LIMITS.codeLength);

/**
 * Step 2: the code. One field (autocomplete one-time-code, numeric keyboard); a pasted or typed
 * code keeps only its digits and signs in at the 6th. Resend after the countdown.
 */
export function CodeStep({
  text,
  phone,
  onSignedIn,
  onChangePhone,
}: {
  text: PortalText;
  phone: string;
  onSignedIn: () => void;
  onChangePhone: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const left = useCountdown(sentAt);
  const input = useRef<HTMLInputElement>(null);
  const tried = useRef('');

  useEffect(() => {
    input.current?.focus();
  }, []);

  async function submit(value: string) {
    if (value.length !== PORTAL_LIMITS.codeLength) {
      setError(text.codeInvalid);
      return;
    }
    tried.current = value;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await signIn(phone, value);
      onSignedIn();
    } catch (caught) {
      setError(statusOf(caught) === 401 ? text.wrongCode : text.connection);
      setCode('');
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  function change(typed: string) {
    const digits = digitsOf(typed);
    setCode(digits);
    if (digits.length === PORTAL_LIMITS.codeLength && digits !== tried.current && !busy) {
      void submit(digits);
    }
  }

  async function resend() {
    setError(null);
    setNotice(null);
    try {
      await requestCode(phone);
      tried.current = '';
      setSentAt(Date.now());
      setNotice(text.resent);
    } catch (caught) {
      setError(requestError(caught, text));
    }
  }

  return (
    <form
      className="lp-form lp-akun-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code);
      }}
      noValidate
    >
      <p>{text.codeIntro(phone)}</p>
      <div className="lp-field">
        <label className="lp-label" htmlFor="akun-code">
          {text.codeLabel}
        </label>
        <input
          ref={input}
          id="akun-code"
          name="code"
          className="lp-input lp-akun-code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          placeholder="••••••"
          value={code}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="akun-code-hint"
        />
        <p id="akun-code-hint" className="lp-small lp-muted">
          {text.codeHint}
        </p>
      </div>
      {error ? (
        <p className="lp-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className="lp-akun-notice" role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="lp-button lp-button-brand lp-button-full" disabled={busy}>
        {busy ? <span className="lp-spinner" aria-hidden /> : null}
        {text.signIn}
      </button>
      <div className="lp-akun-row">
        <button type="button" className="lp-link-button" onClick={onChangePhone}>
          {text.changePhone}
        </button>
        <button
          type="button"
          className="lp-link-button"
          onClick={() => void resend()}
          disabled={left > 0}
        >
          {left > 0 ? text.resendIn(left) : text.resend}
        </button>
      </div>
    </form>
  );
}

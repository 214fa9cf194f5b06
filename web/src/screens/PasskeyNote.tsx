import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useT } from '../app/i18n';

/** Why passkeys cannot be used on this page, or null when they can: browsers take no IP address as relying party. */
export function passkeyBlocker(): 'ip-address' | 'unsupported' | null {
  if (!browserSupportsWebAuthn()) return 'unsupported';
  return /^[\d.]+$|^\[/.test(location.hostname) ? 'ip-address' : null;
}

export function PasskeyNote({ blocker }: { readonly blocker: 'ip-address' | 'unsupported' }) {
  const t = useT();
  if (blocker === 'unsupported') return <p className="note">{t('noPasskeys')}</p>;
  const local = `${location.protocol}//localhost${location.port === '' ? '' : `:${location.port}`}${location.pathname}`;
  return (
    <p className="note">
      {t('passkeyNeedsName')} <a href={local}>{local}</a>
    </p>
  );
}

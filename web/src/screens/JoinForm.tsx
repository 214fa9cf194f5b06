import { useState } from 'react';
import { useT } from '../app/i18n';
import { navigate } from '../app/route';

/** The invite from a pasted link (…/join/<invite>) or the bare invite. */
function inviteOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/join\/([^/?#\s]+)/.exec(trimmed);
  return match?.[1] ?? trimmed;
}

export function JoinForm() {
  const t = useT();
  const [link, setLink] = useState('');
  return (
    <section>
      <h2>{t('joinTitle')}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (inviteOf(link) !== '') navigate({ name: 'join', invite: inviteOf(link) });
        }}
      >
        <label>
          {t('inviteLink')} <input name="invite" value={link} onChange={(event) => setLink(event.target.value)} size={60} />
        </label>{' '}
        <button type="submit">{t('join')}</button>
      </form>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useT } from '../app/i18n';

/** Shown while something loads or works; counts the seconds once it takes longer than a moment. */
export function Busy({ label }: { readonly label?: string }) {
  const t = useT();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="busy" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {label ?? t('loading')}
      {seconds >= 2 && ` ${seconds} ${t('seconds')}`}
    </div>
  );
}

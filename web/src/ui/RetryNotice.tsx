import { useEffect, useState } from 'react';
import { onRetry, type Retrying } from '../api/client';
import { useT } from '../app/i18n';

/** Says while a busy server's answer is waited out and the request is sent again (issue 47). */
export function RetryNotice() {
  const t = useT();
  const [retrying, setRetrying] = useState<Retrying | null>(null);
  useEffect(() => onRetry(setRetrying), []);
  return (
    <p role="status" className="retry-notice" hidden={retrying === null}>
      {retrying === null ? '' : t('busyRetrying')}
    </p>
  );
}

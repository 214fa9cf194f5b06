import { useRef, useState } from 'react';
import { apiText } from '../api/client';
import { useLang } from '../app/i18n';
import { ErrorNote } from '../ui/Problem';
import { useAction } from '../ui/useAsync';
import { usePhoenixT } from './texts';

/**
 * Prints a realm's report with its map (issue 46: groups that meet hand out paper): the server's
 * printable page (…/print), fetched with the bearer token, put into a hidden frame of this page
 * and printed from there. The frame runs no script (sandboxed but for its own origin, so this page
 * may call its print(), and modals, which print() needs); the server's page policy frames no blob: URLs.
 */
export function PrintButton({ base, token, period, realm }: { readonly base: string; readonly token: string; readonly period: number; readonly realm?: string | undefined }) {
  const t = usePhoenixT();
  const lang = useLang();
  const [page, setPage] = useState<{ html: string; round: number }>();
  const frame = useRef<HTMLIFrameElement>(null);
  const print = useAction(async () => {
    const query = `lang=${lang}${realm === undefined ? '' : `&seat=${encodeURIComponent(realm)}`}`;
    const html = await apiText(`${base}/periods/${period}/print?${query}`, { token });
    setPage((last) => ({ html, round: (last?.round ?? 0) + 1 }));
  });
  return (
    <>
      <button type="button" className="print" disabled={print.running} onClick={() => void print.run()}>
        {t('print')}
      </button>
      {print.error !== undefined && <ErrorNote error={print.error} />}
      {page !== undefined && (
        <iframe
          ref={frame}
          key={page.round}
          sandbox="allow-same-origin allow-modals"
          srcDoc={page.html}
          title={t('print')}
          data-testid="print-frame"
          className="print-frame"
          style={{ position: 'absolute', width: 0, height: 0, border: 0, visibility: 'hidden' }}
          onLoad={() => frame.current?.contentWindow?.print()}
        />
      )}
    </>
  );
}

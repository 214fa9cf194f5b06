import { useT } from '../app/i18n';

export type Entry =
  | { readonly seq: number; readonly seat: string | null; readonly kind: 'roll'; readonly roll: { readonly die: string; readonly value: number; readonly purpose: string } }
  | { readonly seq: number; readonly seat: string | null; readonly kind: 'event'; readonly event: unknown };

const SHOWN = 60;

/** The latest entries of the log, newest first: dice as they fell, moves as they happen; `purpose` words a roll's recorded purpose for the page. */
export function LogList({ entries, describe, purpose = (p) => p }: { readonly entries: readonly Entry[]; readonly describe: (event: unknown) => string | undefined; readonly purpose?: (purpose: string) => string }) {
  const t = useT();
  const lines: { seq: number; text: string; roll: boolean }[] = [];
  for (let i = entries.length - 1; i >= 0 && lines.length < SHOWN; i--) {
    const entry = entries[i] as Entry;
    if (entry.kind === 'roll') lines.push({ seq: entry.seq, text: `🎲 ${entry.roll.die} ${entry.roll.value} · ${purpose(entry.roll.purpose)}`, roll: true });
    else {
      const text = describe(entry.event);
      if (text !== undefined) lines.push({ seq: entry.seq, text, roll: false });
    }
  }
  return (
    <section className="log">
      <h3>{t('log')}</h3>
      {/* A scrolling list: reachable by keyboard to scroll it (axe scrollable-region-focusable), named as its heading. */}
      <ol data-testid="log" tabIndex={0} aria-label={t('log')}>
        {lines.map((line) => (
          <li key={line.seq} className={line.roll ? 'roll' : ''}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

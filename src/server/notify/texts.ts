import type { NoticeKind } from '../../store/index.js';

/** A notification's words in German and English: e-mails and pushes carry both, the seat's language is not known. */
export function noticeText(kind: NoticeKind, title: string, period: number): { subject: string; body: string } {
  const de = {
    'your-turn': `Monat ${period} hat begonnen: dein Zug.`,
    'deadline-soon': `Monat ${period}: die Abgabefrist endet in Kürze, dein Zug fehlt noch.`,
    'report-published': `Die Auswertung von Monat ${period} ist veröffentlicht.`,
  }[kind];
  const en = {
    'your-turn': `Month ${period} has begun: your turn.`,
    'deadline-soon': `Month ${period}: the deadline is near and your turn is missing.`,
    'report-published': `The report of month ${period} is published.`,
  }[kind];
  const short = { 'your-turn': 'Dein Zug / your turn', 'deadline-soon': 'Frist endet bald / deadline soon', 'report-published': 'Auswertung / report' }[kind];
  return { subject: `Arbiter · ${title} · ${short}`, body: `${title}\n\n${de}\n${en}\n` };
}

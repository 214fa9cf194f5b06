import nodemailer, { type Transporter } from 'nodemailer';
import webpush from 'web-push';
import { findGame } from '../../kernel/registry.js';
import type { NoticeKind, Store } from '../../store/index.js';
import { GM_SEAT } from '../auth/caller.js';
import type { NotifyConfig } from './config.js';
import { noticeText } from './texts.js';

/** web-push's sending function, or a stand-in in tests. */
export type PushSend = (subscription: webpush.PushSubscription, payload: string, options: webpush.RequestOptions) => Promise<unknown>;

export interface NotifierDeps {
  readonly sendPush?: PushSend;
}

/**
 * Tells seats of their turn, a near deadline and published reports: live in the page (a 'notice'
 * update only the seat's own stream hears), by e-mail and by Web Push where configured. Sending
 * never holds up the request that caused it; failures are logged without the seat's address.
 */
export class Notifier {
  private readonly mailer: Transporter | undefined;
  private readonly sendPush: PushSend;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: Store,
    private readonly config: NotifyConfig | undefined,
    private readonly publicUrl: () => string,
    private readonly warn: (error: unknown) => void,
    deps: NotifierDeps = {},
  ) {
    this.mailer = config?.smtpUrl === undefined ? undefined : nodemailer.createTransport(config.smtpUrl);
    this.sendPush = deps.sendPush ?? ((subscription, payload, options) => webpush.sendNotification(subscription, payload, options));
  }

  get mail(): boolean {
    return this.mailer !== undefined;
  }

  get pushKey(): string | null {
    return this.config?.vapid?.publicKey ?? null;
  }

  yourTurn(matchId: string, period: number): void {
    this.later(this.toPlayers(matchId, period, 'your-turn'));
  }

  reportPublished(matchId: string, period: number): void {
    this.later(this.toPlayers(matchId, period, 'report-published'));
  }

  /** Sends one e-mail in the background (a login link, D-17); a failure is logged without the address. Needs `mail`. */
  mailTo(to: string, subject: string, body: string): void {
    const mailer = this.mailer;
    if (mailer === undefined) return;
    this.later(
      mailer
        .sendMail({ from: this.config?.mailFrom ?? 'arbiter@localhost', to, subject, text: body })
        .then(() => undefined)
        .catch((error: unknown) => this.warn(new Error(`an account e-mail failed (${(error as { code?: string }).code ?? 'error'})`))),
    );
  }

  /** Resolves when every notification under way has been sent (or failed). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.mailer?.close();
  }

  /** Every person's seat (not the game master, not bots). */
  private async toPlayers(matchId: string, period: number, kind: NoticeKind): Promise<void> {
    const seats = (await this.store.seats(matchId)).filter((s) => s.seat !== GM_SEAT && s.bot === null).map((s) => s.seat);
    await this.send(matchId, period, kind, seats);
  }

  async send(matchId: string, period: number, kind: NoticeKind, seats: readonly string[]): Promise<void> {
    const match = await this.store.getMatch(matchId);
    if (match === undefined) return;
    const text = noticeText(kind, match.title, period);
    for (const seat of seats) {
      await this.store.publish({ matchId, kind: 'notice', version: match.version, period, seat, notice: kind });
      const contact = await this.store.contact(matchId, seat);
      if (this.mailer !== undefined && contact.email !== null) {
        const attachments = kind === 'report-published' ? await this.reportFiles(matchId, match.game, period, seat) : [];
        await this.mailer
          .sendMail({ from: this.config?.mailFrom ?? 'arbiter@localhost', to: contact.email, subject: text.subject, text: `${text.body}\n${this.publicUrl()}\n`, attachments })
          .catch((error: unknown) => this.warn(new Error(`e-mail to a seat of match ${matchId} failed (${(error as { code?: string }).code ?? 'error'})`)));
      }
      const vapid = this.config?.vapid;
      if (vapid !== undefined && contact.push !== null) {
        const payload = JSON.stringify({ title: text.subject, body: text.body, notice: kind, matchId, period });
        await this.sendPush(contact.push as webpush.PushSubscription, payload, { vapidDetails: vapid, TTL: 3_600 }).catch(async (error: unknown) => {
          const status = (error as { statusCode?: number }).statusCode;
          // 404 and 410: the browser dropped the subscription (RFC 8030 §7.3); sending again would fail for ever.
          if (status === 404 || status === 410) await this.store.setContact(matchId, seat, { push: null });
          this.warn(new Error(`Web Push to a seat of match ${matchId} failed (${status ?? 'error'})`));
        });
      }
    }
  }

  /**
   * The seat's published report as HTML files to attach, one per language of the game (the mail's
   * words are in both; the seat's language is not known): read and printed offline as it came.
   */
  private async reportFiles(matchId: string, game: string, period: number, seat: string): Promise<{ filename: string; content: string; contentType: string }[]> {
    const ruleSet = findGame(game)?.periodic;
    const stored = await this.store.report(matchId, period, seat);
    if (ruleSet?.formatReport === undefined || stored === undefined || stored.publishedAt === null) return [];
    const format = ruleSet.formatReport;
    return ruleSet.languages.map((lang) => ({ filename: `${ruleSet.words.period}-${period}-${seat}-${lang}.html`, content: format(stored.report, seat, lang, 'html'), contentType: 'text/html; charset=utf-8' }));
  }

  private later(work: Promise<void>): void {
    const tracked = work.catch(this.warn).finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }
}

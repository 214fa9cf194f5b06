/** How the server notifies seats (docs/server.md, issue 19); in-page notices need no configuration. */
export interface NotifyConfig {
  /** SMTP server for e-mail, e.g. smtp://user:pass@mail.example:587; unset: no e-mail. */
  readonly smtpUrl?: string | undefined;
  /** The sender of the e-mails. */
  readonly mailFrom?: string | undefined;
  /** Web Push keys; unset: no Web Push. */
  readonly vapid?: { readonly publicKey: string; readonly privateKey: string; readonly subject: string } | undefined;
  /** How long before a deadline seats without a turn are reminded. */
  readonly reminderLeadMs: number;
  /** How often the reminder scheduler looks; 0: it does not run. */
  readonly reminderIntervalMs: number;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${name} must be a whole number from 0 to ${max}, not "${text}"`);
  return value;
}

export function notifyConfigFromEnv(env: NodeJS.ProcessEnv): NotifyConfig {
  const publicKey = env.ARBITER_VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.ARBITER_VAPID_PRIVATE_KEY || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new RangeError('ARBITER_VAPID_PUBLIC_KEY and ARBITER_VAPID_PRIVATE_KEY are set together or not at all');
  }
  const smtpUrl = env.ARBITER_SMTP_URL || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) throw new RangeError('ARBITER_SMTP_URL must start with smtp:// or smtps://');
  return {
    smtpUrl,
    mailFrom: env.ARBITER_MAIL_FROM || undefined,
    vapid: publicKey === undefined || privateKey === undefined ? undefined : { publicKey, privateKey, subject: env.ARBITER_VAPID_SUBJECT || 'mailto:arbiter@localhost' },
    reminderLeadMs: whole(env, 'ARBITER_REMINDER_LEAD_MS', 3_600_000, 30 * 86_400_000),
    reminderIntervalMs: whole(env, 'ARBITER_REMINDER_INTERVAL_MS', 60_000, 86_400_000),
  };
}

import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishWords } from './english-words.js';
import { ensureWebBuild, HAVE_CHROMIUM, launchChromium, screenshot, startServer, watchPageErrors, type WebServer } from './harness.js';

interface Created {
  match: { id: string };
  gmToken: string;
  gmLink: string;
  seats: { seat: string; name: string; invite: string; link: string }[];
}

interface Mail {
  to: string[];
  raw: string;
}

const PHONE = { width: 390, height: 844 };

/**
 * Issue 46, done when: two whole months of a four-realm campaign on a phone, as the game master and
 * the realms meet it — hand-ins through the page, a turn the game master enters, a realm held by
 * the game master's decision across a reload, realm-by-realm evaluation, publication, reports, and
 * "the report is out" mailed to a real SMTP server with the report attached; no English word or raw
 * realm id on any German page visited.
 */
describe.skipIf(!HAVE_CHROMIUM)('web client: a Phoenix campaign of two months, GM and four realms on phones (issue 46)', { timeout: 240_000 }, () => {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    await ensureWebBuild();
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
    const port = (smtp.server.address() as AddressInfo).port;
    server = await startServer({ notify: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'spielleitung@example.test', reminderLeadMs: 60_000, reminderIntervalMs: 0 } });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise<void>((done) => smtp.close(done));
  });

  it('month 1: three realms hand in, the GM enters the fourth by paste, evaluates and publishes; month 2: the GM holds a silent realm across a reload and evaluates realm by realm; mail with the report', async () => {
    const created = (await (await fetch(`${server.url}/api/phoenix/matches`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: 'Feldzug', generate: { seed: 7, realms: 4, armies: true } }) })).json()) as Created;
    expect(created.seats).toHaveLength(4);
    const api = async <T,>(path: string): Promise<T> => (await (await fetch(`${server.url}/api/matches/${created.match.id}${path}`, { headers: { authorization: `Bearer ${created.gmToken}` } })).json()) as T;
    // Ids that people must never read: those that are not also the realm's name.
    const ids = created.seats.filter((s) => s.seat !== s.name).map((s) => s.seat);
    const scanned: string[] = [];
    /** Every German page visited: no English word, no raw realm id in its visible text (the turn's own text, written in the order language, aside). */
    const scan = async (page: Page, where: string) => {
      const visible = await page.evaluate<string>(`(() => {
        const main = document.querySelector('main') ?? document.body;
        return main.innerText;
      })()`);
      const lines = visible.split('\n').filter((line) => !/^\s*REICH\s/.test(line));
      const text = lines.join('\n');
      expect(lines.filter((line) => englishWords(line).length > 0), `${where}: English words`).toEqual([]);
      for (const id of ids) expect(text, `${where}: the raw id "${id}"`).not.toMatch(new RegExp(`(^|[^\\p{L}\\p{N}_-])${id}($|[^\\p{L}\\p{N}_-])`, 'u'));
      scanned.push(where);
    };
    const newPage = async (): Promise<Page> => {
      const page = await (await browser.newContext({ locale: 'de-DE', viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
      watchPageErrors(page, errors);
      return page;
    };

    // The four realms take their seats; each join screen says what it joins first.
    const realms: Page[] = [];
    for (const seat of created.seats) {
      const page = await newPage();
      await page.goto(seat.link);
      await page.getByTestId('invite-preview').waitFor();
      expect(await page.getByTestId('invite-preview').innerText()).toContain(seat.name);
      await scan(page, `join ${seat.name}`);
      await page.getByRole('button', { name: 'Platz einnehmen' }).click();
      await page.getByRole('tab', { name: 'Karte' }).waitFor();
      realms.push(page);
    }
    const [a, b, c] = realms as [Page, Page, Page, Page];
    const [seatA, , seatC, seatD] = created.seats as [Created['seats'][number], Created['seats'][number], Created['seats'][number], Created['seats'][number]];
    await scan(a, 'realm map');

    // Realm A registers its address in the page.
    await a.getByRole('tab', { name: 'Berichte' }).click();
    await a.getByLabel('E-Mail für Benachrichtigungen').fill('reich-a@example.test');
    await a.getByRole('button', { name: 'Adresse speichern' }).click();
    await a.getByTestId('email-saved').waitFor();
    await scan(a, 'realm reports, no report yet');

    const handIn = async (page: Page, where: string) => {
      await page.getByRole('tab', { name: 'Zug' }).click();
      const editor = page.getByRole('textbox', { name: 'Zug', exact: true });
      await editor.waitFor();
      await editor.press('End');
      await page.getByRole('button', { name: 'Zug abgeben' }).click();
      await expect.poll(() => page.locator('.turn-status').innerText(), { timeout: 15_000 }).toContain('Abgegeben: Version 1');
      await scan(page, where);
    };

    // Month 1: three realms hand in through the page.
    for (const [i, page] of [a, b, c].entries()) await handIn(page, `month 1, hand-in ${i + 1}`);

    // The game master enters the fourth realm's turn, read out on the phone.
    const gm = await newPage();
    await gm.goto(created.gmLink);
    const entry = gm.getByTestId('gm-turn-entry');
    await entry.waitFor();
    await expect.poll(() => gm.locator(`.submissions tr[data-realm="${seatC.seat}"]`).innerText(), { timeout: 15_000 }).toContain('1 ·');
    await scan(gm, 'GM desk, month 1');
    expect(await entry.locator('select[name=entry-realm]').inputValue()).toBe(seatD.seat);
    await entry.getByLabel('Zugtext des Reiches').fill(`REICH ${seatD.seat}\n`);
    await entry.getByRole('button', { name: 'Prüfen' }).click();
    await entry.getByTestId('entry-verdict').waitFor();
    expect(await entry.getByTestId('entry-verdict').innerText()).toContain('Keine Beanstandungen');
    await entry.getByRole('button', { name: `Zug eintragen für: ${seatD.name}` }).click();
    await entry.getByTestId('entry-stored').waitFor();
    await expect.poll(() => gm.locator(`.submissions tr[data-realm="${seatD.seat}"]`).innerText(), { timeout: 15_000 }).toContain('1 ·');
    await scan(gm, 'GM desk, turn entered');

    // The game master evaluates the whole month and publishes it.
    await gm.getByRole('button', { name: 'Monat auswerten 1' }).click();
    expect(await gm.getByTestId('missing-turns').innerText()).toContain('Alle Reiche haben abgegeben.');
    await gm.getByRole('button', { name: 'Ja, auswerten' }).click();
    await gm.getByTestId('evaluated').waitFor({ timeout: 60_000 });
    await gm.getByRole('button', { name: 'Berichte veröffentlichen: Monat 1' }).click();
    await expect.poll(async () => (await api<{ past: { period: number; published: boolean }[] }>('/period')).past.find((p) => p.period === 1)?.published, { timeout: 20_000 }).toBe(true);
    await scan(gm, 'GM desk, month 1 published');

    // The realms read their reports.
    for (const [i, page] of realms.entries()) {
      const seat = created.seats[i] as Created['seats'][number];
      await page.getByRole('tab', { name: 'Berichte' }).click();
      const report = page.frameLocator('iframe.report');
      await expect.poll(() => report.locator('body').innerText(), { timeout: 20_000 }).toContain(seat.name);
      await scan(page, `report month 1, ${seat.name}`);
    }

    // "The report is out", mailed to realm A with its report attached.
    await expect.poll(() => mails.filter((m) => m.to.includes('reich-a@example.test')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const published = await (async () => {
      for (const mail of mails.filter((m) => m.to.includes('reich-a@example.test'))) {
        const parsed = await simpleParser(mail.raw);
        if ((parsed.text ?? '').includes('Monat 1 ist veröffentlicht')) return parsed;
      }
      return undefined;
    })();
    expect(published, 'the mail of month 1').toBeDefined();
    expect(published!.attachments.length).toBeGreaterThan(0);
    expect(published!.attachments.some((file) => file.content.toString('utf8').includes(seatA.name))).toBe(true);
    // (The mail itself is in German and English: the server does not know the seat's language, src/server/notify/texts.ts.)
    expect(published!.attachments.some((file) => /-de\.html$/.test(file.filename ?? ''))).toBe(true);
    await screenshot(a, 'phoenix-campaign-report-390');

    // Month 2: "the game master decides" for realms without a turn.
    await gm.reload();
    await gm.locator('fieldset.deadline-form').waitFor();
    await gm.getByLabel('Wer die Frist versäumt').selectOption({ label: 'die Spielleitung entscheidet' });
    await expect.poll(async () => (await api<{ policy: string }>('/missed-policy')).policy, { timeout: 15_000 }).toBe('gm');
    // The players come back to the page a month later; three hand in, the fourth sends none.
    for (const page of [a, b, c]) await page.reload();
    for (const [i, page] of [a, b, c].entries()) await handIn(page, `month 2, hand-in ${i + 1}`);
    // Undecided, the first realm's step is refused: said in German, the silent realm by name.
    const firstStep = gm.getByRole('button', { name: 'Erstes Reich auswerten' });
    const nextStep = gm.getByRole('button', { name: /^Zug auswerten und festhalten: / });
    await nextStep.or(firstStep).first().click();
    await gm.getByTestId('missed-turns-refusal').waitFor();
    expect(await gm.getByTestId('missed-turns-refusal').innerText()).toContain(`halte sie (oben ankreuzen) – ${seatD.name}.`);
    await scan(gm, 'GM desk, month 2 refused');
    const hold = gm.getByRole('checkbox', { name: seatD.name });
    await hold.check();
    await expect.poll(async () => (await api<{ seats: string[] }>('/periods/2/held')).seats, { timeout: 15_000 }).toEqual([seatD.seat]);
    await gm.reload();
    await expect.poll(() => gm.getByRole('checkbox', { name: seatD.name }).isChecked(), { timeout: 15_000 }).toBe(true);
    await scan(gm, 'GM desk, month 2 held');

    // Realm by realm, as at the table; the realms' pages say the month takes no more turns.
    await nextStep.or(firstStep).first().click();
    await gm.getByTestId('realm-step').waitFor({ timeout: 60_000 });
    await b.getByTestId('turns-closed').waitFor();
    expect(await b.getByTestId('turns-closed').innerText()).toContain('Reich für Reich');
    expect(await b.getByRole('button', { name: 'Zug abgeben' }).isDisabled()).toBe(true);
    await scan(b, 'realm, evaluation begun');
    for (let step = 2; step <= 4; step++) {
      await nextStep.waitFor();
      const name = (await nextStep.innerText()).replace('Zug auswerten und festhalten: ', '');
      expect(created.seats.map((s) => s.name)).toContain(name);
      await nextStep.click();
      await expect.poll(() => gm.getByTestId('realm-step').innerText(), { timeout: 60_000 }).toContain(`${name}: Ausgewertet (${step}/4)`);
    }
    expect(await gm.getByTestId('realm-step').innerText()).toContain('Monat abgeschlossen');
    await scan(gm, 'GM desk, month 2 evaluated');
    const publish2 = gm.getByRole('button', { name: 'Berichte veröffentlichen: Monat 2' });
    // Right after the month completes, the first tap on this phone page is sometimes lost (no click
    // event reaches the button, though nothing covers it): tapped again, as a person would.
    for (let tries = 0; tries < 3 && (await publish2.count()) > 0; tries++) {
      await publish2.tap().catch(() => undefined);
      await publish2.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    }
    await expect.poll(async () => (await api<{ past: { period: number; published: boolean }[] }>('/period')).past.find((p) => p.period === 2)?.published, { timeout: 20_000 }).toBe(true);
    const missed = await api<{ gmReport: { missedTurns: { seat: string; applied: string }[] } }>('/periods/2/evaluation');
    expect(missed.gmReport.missedTurns).toEqual([expect.objectContaining({ seat: seatD.seat, applied: 'hold' })]);

    // The realms read month 2.
    for (const [i, page] of realms.entries()) {
      const seat = created.seats[i] as Created['seats'][number];
      await page.getByRole('tab', { name: 'Berichte' }).click();
      await page.getByRole('button', { name: 'Monat 2' }).click();
      await expect.poll(() => page.frameLocator('iframe.report').locator('body').innerText(), { timeout: 20_000 }).toContain(seat.name);
      await scan(page, `report month 2, ${seat.name}`);
    }
    await expect.poll(
      async () => {
        for (const mail of mails.filter((m) => m.to.includes('reich-a@example.test'))) if (((await simpleParser(mail.raw)).text ?? '').includes('Monat 2 ist veröffentlicht')) return true;
        return false;
      },
      { timeout: 20_000 },
    ).toBe(true);
    // Only the realm that gave an address was mailed.
    expect(mails.every((m) => m.to.every((to) => to === 'reich-a@example.test'))).toBe(true);
    await screenshot(gm, 'phoenix-campaign-gm-390');
    expect(scanned.length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });
});

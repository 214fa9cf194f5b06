import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { englishWords } from './english-words.js';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

// Issue 45 item 1: the CCC land combat played on the battlefield — the forces as pieces, the
// sequence as a track, the defender's commander, landings and bombarding fleets chosen by tapping
// the pieces (with what each brings), the cards of the hand drawn as cards with their effects and
// the rules' reason where one may not be played now, the odds before the roll, the retreat by
// tapping the destination; on a laptop and on a phone, without sideways scrolling or raw ids.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 } as const;
const LAPTOP = { viewport: { width: 1366, height: 768 } } as const;

/** Ids of the demo combat (nations, units, areas, cards, leaders, fleets) as the file writes them: none may show. */
const RAW = /\b(france|spain|england|[fs]-(inf|cav|art)-\d|hispaniola-(south|north)|jaragua|tortuga|veteran-officers|field-surgeon|royal-decree|royal-regiment|forced-march|garrison-\d|cortes|velazquez|duquesne|armada|W6)\b/;

describe.skipIf(!HAVE_CHROMIUM)('web client: a CCC land combat played on the battlefield by taps', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];
  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function seat(options: Parameters<Browser['newContext']>[0]): Promise<Page> {
    const page = await (await browser.newContext({ locale: 'en-GB', ...options })).newPage();
    watchPageErrors(page, errors);
    await page.goto(`${server.url}/app/`);
    const form = page.locator('form.create-ccc');
    await form.getByLabel('Players').fill('1');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await page.locator('.links input[data-seat="both"]').inputValue();
    await page.goto(invite);
    await page.getByRole('button', { name: 'Take the seat' }).click();
    await page.getByTestId('actions').waitFor();
    return page;
  }

  const width = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');
  const piece = (page: Page, id: string) => page.locator(`[data-piece="${id}"]`);
  /** The table's text a player reads, without the file's own title (a game master's free text). */
  const shown = async (page: Page) => (await Promise.all(['ccc-status', 'ccc-track', 'ccc-field', 'actions', 'log'].map(async (id) => ((await page.getByTestId(id).count()) > 0 ? page.getByTestId(id).innerText() : '')))).join('\n') + (await page.locator('.ccc-hands').innerText());

  async function play(page: Page, tap: (selector: ReturnType<Page['locator']>) => Promise<void>, name: string): Promise<void> {
    const actions = page.getByTestId('actions');
    const problems: string[] = [];
    const fits = async (at: string) => {
      if ((await width(page)) > (page.viewportSize()?.width ?? 0)) problems.push(`${at}: ${await width(page)} px wide`);
    };
    // Who acts and what the table waits for, the track at the declaration.
    expect(await page.getByTestId('ccc-status').innerText()).toMatch(/Your turn \(Defender, Spain\): name the army commander/);
    expect(await page.locator('[data-testid=ccc-track] [aria-current=step]').innerText()).toBe('Declaration');
    // The defender's leaders on land are lit with their factor; the embarked Pizarro is aboard the fleet, not a choice; the colony can not defend alone while leaders are there.
    expect(await piece(page, 'leader:cortes').innerText()).toContain('+2 to the LC DR');
    expect(await piece(page, 'leader:drake').innerText()).toMatch(/allied \(England\): only with its owner’s consent/);
    expect(await piece(page, 'leader:pizarro').count()).toBe(0);
    expect(await piece(page, 'leader:colony').count()).toBe(0);
    expect(await page.getByTestId('ccc-field').locator('.ccc-fleet').innerText()).toContain('aboard: Pizarro');
    expect(await page.locator('.ccc-piece.lit').count()).toBe(6);
    const declare = actions.getByRole('button', { name: 'Declare' });
    expect(await declare.isDisabled()).toBe(true);
    await tap(piece(page, 'leader:cortes'));
    expect(await piece(page, 'leader:cortes').getAttribute('aria-pressed')).toBe('true');
    await tap(piece(page, 'land:armada:s-inf-9'));
    expect(await piece(page, 'land:armada:s-inf-9').innerText()).toContain('lands');
    await tap(piece(page, 'bombard:armada'));
    expect(await piece(page, 'bombard:armada').innerText()).toMatch(/shore bombardment up to \+2/);
    expect(await actions.innerText()).toMatch(/Army commander: Cortés[\s\S]*Landing: infantry[\s\S]*Shore bombardment: Armada de Barlovento/);
    expect(await page.getByTestId('hand-attacker').innerText()).toContain('Hand of France · 3 cards');
    await fits('declaration');
    for (const v of await seriousViolations(page)) problems.push(`declaration: ${v}`);
    await screenshot(page, `ccc-board-${name}-declare`);
    const logged = async () => Number(await page.getByTestId('ccc-table').getAttribute('data-log'));
    let seen = await logged();
    await tap(declare);
    await expect.poll(logged).toBeGreaterThan(seen);

    // The attacker's first card window: the hand as cards with effects; the reaction card and the red card refused with the rules' reason.
    await expect.poll(() => actions.getAttribute('data-kind')).toBe('cards');
    const hand = page.getByTestId('hand-attacker');
    expect(await hand.locator('[data-card=veteran-officers]').innerText()).toMatch(/Veteran Officers[\s\S]*green[\s\S]*\+1 to its own LC DR/);
    expect(await hand.locator('[data-card=ambush]').isDisabled()).toBe(true);
    expect(await hand.locator('[data-card=ambush]').innerText()).toMatch(/reaction[\s\S]*−1 to the opponent’s LC DR[\s\S]*Not now: reaction cards can only be played after step 3/);
    expect(await hand.locator('[data-card=royal-decree]').innerText()).toContain('Not now: red cards can not be played in a land combat');
    // Sorted by name, then playable first.
    await tap(hand.getByRole('button', { name: 'by name' }));
    expect(await Promise.all((await hand.locator('.ccc-card').all()).map((card) => card.getAttribute('data-card')))).toEqual(['ambush', 'royal-decree', 'veteran-officers']);
    await tap(hand.getByRole('button', { name: 'playable first' }));
    expect(await hand.locator('.ccc-card').first().getAttribute('data-card')).toBe('veteran-officers');
    expect(await page.getByTestId('hand-defender').innerText()).toMatch(/Field Surgeon[\s\S]*cancels 1 hit/);
    await tap(hand.locator('[data-card=veteran-officers]'));
    await fits('cards');
    await screenshot(page, `ccc-board-${name}-cards`);
    seen = await logged();
    await tap(actions.getByRole('button', { name: 'Play 1 card' }));
    await expect.poll(logged).toBeGreaterThan(seen);
    expect(await page.getByTestId('log').innerText()).toContain('The attacker plays Veteran Officers.');

    // On through the steps: the odds before a charge and the roll; the retreat by tapping its destination.
    let sawOdds = false;
    let retreated = false;
    for (let i = 0; i < 40; i += 1) {
      await Promise.race([page.locator('[data-testid=actions] button:not([disabled]), .ccc-piece.lit').first().waitFor({ timeout: 30_000 }), page.getByTestId('result').waitFor({ timeout: 30_000 })]);
      if ((await page.getByTestId('result').count()) > 0) break;
      const kind = await actions.getAttribute('data-kind');
      seen = await logged();
      if (kind === 'cards') await tap(actions.getByRole('button', { name: 'No card' }));
      else if (kind === 'free') await tap(actions.getByRole('button', { name: 'End free actions' }));
      else if (kind === 'charge') {
        expect(await actions.getByRole('button', { name: /^Announce a cavalry charge/ }).innerText()).toMatch(/Chance that the attacker wins: \d+(\.\d)?%/);
        await tap(actions.getByRole('button', { name: /^Announce a cavalry charge/ }));
      } else if (kind === 'siege') await tap(actions.getByRole('button', { name: /^Announce the siege bonus/ }));
      else if (kind === 'roll') {
        expect(await page.getByTestId('ccc-odds').innerText()).toMatch(/Chance that the attacker wins: \d+(\.\d)?% \(if no further card is played\)/);
        expect(await page.locator('[data-testid=ccc-track] [aria-current=step]').innerText()).toBe('LC DR');
        sawOdds = true;
        await fits('roll');
        await tap(actions.getByRole('button', { name: 'Roll the LC DR' }));
      } else if (kind === 'retreat') {
        const confirm = actions.getByRole('button', { name: /^Retreat to/ });
        expect(await confirm.isDisabled()).toBe(true);
        const place = page.locator('.ccc-piece.lit[data-piece^="retreat:"]').first();
        expect(await place.innerText()).toMatch(/with /);
        await tap(place);
        expect(await place.getAttribute('aria-pressed')).toBe('true');
        await fits('retreat');
        await screenshot(page, `ccc-board-${name}-retreat`);
        await tap(confirm);
        retreated = true;
      } else throw new Error(`unexpected choice ${kind}`);
      await expect.poll(logged).toBeGreaterThan(seen);
    }
    expect(sawOdds).toBe(true);
    expect(retreated).toBe(true);
    await page.getByTestId('result').waitFor();
    await fits('end');
    expect(RAW.exec(await shown(page))).toBeNull();
    expect(await page.getByTestId('log').innerText()).toMatch(/🎲 Roll d6 for LC DR attacker: \d\./);
    // In French and Dutch the battlefield, the hands and the log hold no English word and no id.
    for (const lang of ['fr', 'nl'] as const) {
      await page.getByTestId('lang').selectOption(lang);
      await expect.poll(() => page.locator('[data-testid=ccc-track] li').first().innerText()).toBe(lang === 'fr' ? 'Déclaration' : 'Verklaring');
      const text = await shown(page);
      expect(RAW.exec(text)).toBeNull();
      // The ships' English names are their ids: in French and Dutch neither shows.
      expect(text).not.toMatch(/\b(galleon|frigate)\b/);
      expect(englishWords(text.replace(/Armada de Barlovento|Santo Domingo|Hispaniola \w+/g, ''))).toEqual([]);
      await fits(`end ${lang}`);
    }
    await page.getByTestId('lang').selectOption('en');
    expect(problems).toEqual([]);
  }

  it('on a laptop (1366 × 768), by clicks', async () => {
    const page = await seat(LAPTOP);
    await play(page, (l) => l.click(), 'laptop');
    expect(errors).toEqual([]);
  });

  it('on a phone (390 × 844), by taps', async () => {
    const page = await seat(PHONE);
    await play(page, (l) => l.tap(), 'phone');
    expect(errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HAVE_CHROMIUM, screenshot, useWebSession, watchPageErrors, type WebServer } from './harness.js';

/** More than the declaration, six card windows per side and the step choices ever take. */
const MOST_CLICKS = 60;

describe.skipIf(!HAVE_CHROMIUM)('web client: a CCC land combat at the table', { timeout: 300_000 }, () => {
  let server: WebServer;
  let browser: Browser;
  const errors: string[] = [];

  useWebSession((started, launched) => {
    server = started;
    browser = launched;
  });

  async function page(locale: string): Promise<Page> {
    const p = await (await browser.newContext({ locale, viewport: { width: 1300, height: 900 } })).newPage();
    watchPageErrors(p, errors);
    return p;
  }

  it('one person plays both sides through every step and card window; the refusals of the rules show; a German spectator follows', async () => {
    const host = await page('en-GB');
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-ccc');
    await form.getByLabel('Players').fill('1');
    await form.getByRole('button', { name: 'Create' }).click();
    const invite = await host.locator('.links input[data-seat="both"]').inputValue();
    await host.getByRole('button', { name: 'Open: Game master' }).click();
    await host.getByTestId('ccc-table').waitFor();

    const player = await page('en-GB');
    await player.goto(invite);
    await player.getByRole('button', { name: 'Take the seat' }).click();
    await player.getByTestId('ccc-table').waitFor();
    const actions = player.getByTestId('actions');
    await actions.waitFor();
    expect(await actions.getAttribute('data-kind')).toBe('declare');
    // The defender must name one commander among Velázquez, Cortés (and the ally Drake), tapped on the battlefield; the embarked Pizarro is not offered.
    for (const leader of ['velazquez', 'cortes', 'drake']) expect(await player.locator(`[data-piece="leader:${leader}"]`).count()).toBe(1);
    expect(await player.locator('[data-piece="leader:pizarro"]').count()).toBe(0);
    await player.locator('[data-piece="leader:cortes"]').click();
    await player.locator('[data-piece="land:armada:s-inf-9"]').click();
    await screenshot(player, 'ccc-1-declaration');
    await actions.getByRole('button', { name: 'Declare' }).click();

    let clicks = 0;
    let sawRefusal = false;
    let playedCard = false;
    while ((await player.getByTestId('result').count()) === 0) {
      expect(clicks).toBeLessThan(MOST_CLICKS);
      await Promise.race([player.locator('[data-testid=actions] button:not([disabled]), .ccc-piece.lit').first().waitFor({ timeout: 30_000 }), player.getByTestId('result').waitFor({ timeout: 30_000 })]);
      if ((await player.getByTestId('result').count()) > 0) break;
      const kind = await actions.getAttribute('data-kind');
      const seen = await player.getByTestId('ccc-table').getAttribute('data-log');
      if (kind === 'cards' && !playedCard) {
        // Step 1, attacker: a reaction card is refused before step 4 (the rules' reason on the card), a green card is played.
        const ambush = player.locator('[data-card=ambush]');
        expect(await ambush.isDisabled()).toBe(true);
        expect(await ambush.innerText()).toContain('reaction cards can only be played after step 3');
        sawRefusal = true;
        await player.locator('[data-card=veteran-officers]').click();
        await screenshot(player, 'ccc-2-card-window');
        await actions.getByRole('button', { name: 'Play 1 card' }).click();
        playedCard = true;
      } else if (kind === 'cards') await actions.getByRole('button', { name: 'No card' }).click();
      else if (kind === 'free') await actions.getByRole('button', { name: 'End free actions' }).click();
      else if (kind === 'charge') await actions.getByRole('button', { name: /^Announce a cavalry charge/ }).click();
      else if (kind === 'siege') await actions.getByRole('button', { name: /^Announce the siege bonus/ }).click();
      else if (kind === 'roll') await actions.getByRole('button', { name: 'Roll the LC DR' }).click();
      else {
        // The retreat: its destination tapped on the battlefield, then confirmed.
        await player.locator('.ccc-piece.lit[data-piece^="retreat:"]').first().click();
        await actions.getByRole('button', { name: /^Retreat to/ }).click();
      }
      clicks++;
      // The next choice is offered once the live log has the command's events.
      // Polled through a locator: waitForFunction with a text would need eval, which the content security policy forbids.
      await expect.poll(() => player.getByTestId('ccc-table').getAttribute('data-log')).not.toBe(seen);
      if (kind === 'roll') {
        await player.getByTestId('ccc-roll').waitFor();
        await screenshot(player, 'ccc-3-roll');
      }
    }
    expect(sawRefusal).toBe(true);
    expect(await player.getByTestId('ccc-roll').innerText()).toMatch(/attacker: combat factor 6 \+ leader 2 \+ 2d6/);
    expect(await player.getByTestId('result').innerText()).toMatch(/The land combat is over: (Attacker \(France\)|Defender \(Spain\)) wins/);
    expect(await player.getByTestId('log').innerText()).toContain('Veteran Officers');
    await screenshot(player, 'ccc-4-end');

    // The game master's page follows live; switched to German it tells the same in German.
    const german = host;
    await german.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await german.getByTestId('result').waitFor();
    expect(await german.getByTestId('result').innerText()).toMatch(/Der Landkampf ist beendet: (Angreifer|Verteidiger)/);
    expect(await german.getByTestId('ccc-roll').innerText()).toContain('Kampffaktor 6 + Anführer 2 + 2W6');
    await screenshot(german, 'ccc-5-spectator-de');
    // In Dutch and French the table, its log and its roll name nations, units and leaders, never their ids.
    await german.getByTestId('lang').selectOption('nl');
    await expect.poll(() => german.getByTestId('result').innerText()).toMatch(/Het landgevecht is voorbij: (Aanvaller \(Frankrijk\)|Verdediger \(Spanje\))/);
    await german.getByTestId('lang').selectOption('fr');
    await expect.poll(() => german.getByTestId('result').innerText()).toMatch(/Le combat terrestre est terminé ?: (Attaquant \(France\)|Défenseur \(Espagne\))/);
    for (const testId of ['ccc-table', 'log']) expect(await german.getByTestId(testId).innerText()).not.toMatch(/\b(france|spain|england|[fs]-(inf|cav|art)-\d|hispaniola-\w+|veteran-officers)\b/);
    await german.getByTestId('lang').selectOption('en');
    expect(errors).toEqual([]);
  });

  it('two seats at two browsers: each sees only its own hand, and the choices go to the side whose turn it is', async () => {
    const host = await page('en-GB');
    await host.goto(`${server.url}/app/`);
    const form = host.locator('form.create-ccc');
    await form.getByLabel('Players').fill('2');
    await form.getByRole('button', { name: 'Create' }).click();
    const attackerLink = await host.locator('.links input[data-seat="attacker"]').inputValue();
    const defenderLink = await host.locator('.links input[data-seat="defender"]').inputValue();
    const attacker = await page('en-GB');
    await attacker.goto(attackerLink);
    await attacker.getByRole('button', { name: 'Take the seat' }).click();
    const defender = await page('de-DE');
    await defender.goto(defenderLink);
    await defender.getByRole('button', { name: 'Platz einnehmen' }).click();
    await attacker.getByTestId('ccc-table').waitFor();
    await defender.getByTestId('ccc-table').waitFor();
    // The defender declares first; the attacker waits.
    await defender.getByTestId('actions').waitFor();
    expect(await attacker.getByTestId('actions').count()).toBe(0);
    expect(await attacker.getByTestId('hand-defender').innerText()).toMatch(/Hand of Spain[\s\S]*2 hidden cards/);
    expect(await attacker.getByTestId('hand-attacker').innerText()).toMatch(/Hand of France · 3 cards[\s\S]*Veteran Officers[\s\S]*Ambush[\s\S]*Royal Decree/);
    expect(await defender.getByTestId('hand-attacker').innerText()).toMatch(/Karten von Frankreich[\s\S]*3 verdeckte Karten/);
    expect(await defender.getByTestId('hand-defender').innerText()).toMatch(/Karten von Spanien · 2 Karten[\s\S]*Feldscher[\s\S]*Gewaltmarsch/);
    // The attacker's page offers no piece to tap; the defender taps its commander.
    expect(await attacker.locator('.ccc-piece.lit').count()).toBe(0);
    await defender.locator('[data-piece="leader:cortes"]').click();
    await defender.getByTestId('actions').getByRole('button', { name: 'Deklarieren' }).click();
    await attacker.getByTestId('actions').waitFor();
    expect(await attacker.getByTestId('actions').getAttribute('data-kind')).toBe('cards');
    await screenshot(attacker, 'ccc-6-two-seats-attacker');
    await attacker.getByTestId('actions').getByRole('button', { name: 'No card' }).click();
    await defender.getByTestId('actions').waitFor();
    expect(await defender.getByTestId('actions').getAttribute('data-kind')).toBe('cards');
    await screenshot(defender, 'ccc-7-two-seats-defender-de');
    expect(errors).toEqual([]);
  });
});

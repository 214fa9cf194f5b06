import type { Locator, Page } from 'playwright-core';

// Fall of Rome played by taps as a person plays it on the board (issue 45 item 1): the pawn, a lit
// city, a lit card of the hand, the header's buttons and the sheet's buttons — never a command's text.

export type Tap = (target: Locator) => Promise<void>;

/** What a player sees of the table must never show: seat ids, card ids, JSON, command words or the old "+3 L". */
export const RAW = [/\bp[1-5]\b/, /\b[A-Z][a-z]+\/(Os|Vi|Hu|Va|AS)\b/, /[{}[\]]/, /"type"/, /\+\d+ L\b/, /\b(?:build-fort|put-back|second-revolt|regina-foederata|praefectus-classis|praefectus-fabrum|magister-militum|festina-lente|vae-victis|carpe-diem|veni-vidi-vici|anglo-saxons|roma-sacked)\b/, /\b(?:march|sail|conspire|enlist|transfer|levy) [A-Z]/, /undefined|NaN/];

/** The raw bits found in the table's visible text. */
export async function rawText(page: Page): Promise<string[]> {
  const text = await page.locator('.rome').innerText();
  return RAW.flatMap((pattern) => {
    const found = pattern.exec(text);
    return found === null ? [] : [`${found[0]} in “${text.slice(Math.max(0, found.index - 40), found.index + 40).replace(/\s+/g, ' ')}”`];
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the seat is asked or the game is over; true when asked. */
export async function romeAsked(page: Page, timeout = 45_000): Promise<boolean> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if ((await page.getByTestId('result').count()) > 0) return false;
    if ((await page.getByTestId('turn-header').getAttribute('data-mine')) === 'true' && (await page.locator('.rome').getAttribute('data-running')) === 'false') return true;
    await sleep(100);
  }
  throw new Error('the seat was never asked and the game did not end');
}

/**
 * One play by taps: every third a move of the pawn to the first lit city, else the header's first
 * button, a lit card, or the sheet's first choice; then the sheet's first choice until the server
 * has answered with a new view.
 */
export async function romePlay(page: Page, move: number, tap: Tap): Promise<void> {
  const root = page.locator('.rome');
  const views = Number(await root.getAttribute('data-views'));
  const answered = async () => Number(await root.getAttribute('data-views')) > views;
  const turn = page.locator('[data-testid=turn-actions] button:enabled');
  const drawing = (await page.locator('[data-testid=turn-actions] [data-turn=draw]').count()) > 0;
  if (move % 3 === 1 && drawing && (await page.locator('.pawn.mine').count()) > 0) {
    await tap(page.locator('.pawn.mine circle').first());
    const lit = page.locator('[data-testid=rome-map] [data-lit=true] circle.city-dot');
    if ((await lit.count()) > 0) await tap(lit.first());
  } else if ((await turn.count()) > 0) await tap(turn.first());
  else if ((await page.locator('.card.lit:enabled').count()) > 0) await tap(page.locator('.card.lit:enabled').first());
  let idle = 0;
  for (let i = 0; i < 200; i++) {
    if (await answered()) return;
    if ((await page.locator('.error').count()) > 0) throw new Error(`refused: ${await page.locator('.error').innerText()}`);
    if ((await root.getAttribute('data-running')) === 'true') {
      await sleep(50);
      continue;
    }
    const next = page.locator('.rome-sheet .sheet-options button:enabled, .rome-sheet .sheet-cities button:enabled, .rome-sheet .sheet-play:enabled');
    const card = page.locator('.card.lit:enabled');
    const choosing = Number(await page.getByTestId('sheet').getAttribute('data-path')) > 0;
    if ((await next.count()) > 0) await tap(next.first());
    else if (choosing && (await card.count()) > 0) await tap(card.first());
    else if (++idle > 10 && (await turn.count()) > 0) await tap(turn.first());
    await sleep(50);
  }
  throw new Error('the play was never answered');
}

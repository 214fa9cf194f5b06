import type { Locator, Page } from 'playwright-core';

// Jeanne d'Arc 1429 played on the board by taps (issue 45 item 1), shared by the laptop, phone and
// board tests: a lit city on the map, a lit card of the hand, or one of the sheet's buttons.

export type JdaTap = 'map' | 'card' | 'sheet' | 'discard';

const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

/** One tap (or, for the cards over the hand limit, the whole pick), varied by the move's number. */
export async function jdaPlay(page: Page, move: number, touch: boolean): Promise<JdaTap> {
  const sheet = page.getByTestId('actions');
  const discard = sheet.locator('button[data-key=discard]');
  if ((await discard.count()) > 0 && move % 2 === 0) {
    await press(discard, touch);
    const needed = Number(await sheet.getAttribute('data-needed'));
    const cards = page.locator('.jda-hand .card.lit');
    // Any cards: the last ones, so that another pick than the rules' own is tried.
    const count = await cards.count();
    for (let i = 0; i < needed; i++) await press(cards.nth(count - 1 - i), touch);
    await press(sheet.locator('.sheet-play'), touch);
    return 'discard';
  }
  // A papal intervention on a province: the province tapped on the map (its middle may lie under a city, so the tap is sent to it).
  const provinces = page.locator('.jda-map g.province.choosable');
  if ((await provinces.count()) > 0) {
    await provinces.nth(move % (await provinces.count())).dispatchEvent('click');
    return 'map';
  }
  const cities = page.locator('.jda-map g.city.choosable');
  if (move % 3 !== 2 && (await cities.count()) > 0) {
    await press(cities.nth(move % (await cities.count())), touch);
    return 'map';
  }
  const cards = page.locator('.jda-hand .card.lit');
  if (move % 2 === 1 && (await cards.count()) > 0) {
    await press(cards.nth(move % (await cards.count())), touch);
    return 'card';
  }
  const buttons = sheet.locator('.sheet-options button:not(.sheet-cancel):not([data-key=discard]), .sheet-cards button, .sheet-cities button');
  const count = await buttons.count();
  if (count === 0) {
    if ((await discard.count()) === 0) throw new Error('the sheet offers nothing to tap');
    return jdaPlay(page, 0, touch);
  }
  // Buying: "buy a card" or a castle now and then before the end.
  await press(buttons.nth(move % count), touch);
  return 'sheet';
}

import { CITIES } from '../data/cities.js';
import { TRIBE_INFO } from '../data/tribes.js';
import { cubesAt, recruitmentRate, type FrState } from '../state.js';
import { cityName, type Ctx } from './args.js';
import { BAD_DIRECTION, fortExists, noBarbarian, NO_LEGIONS_LEFT, noFort, notAPort, wrongCard, wrongColour } from './said.js';
import { cardName, seatName, tribeName } from './words.js';

/** Discard a card matching your city (the Praefectus Fabrum may remove 2 legions instead) to place a fort. */
export function buildFort(x: Ctx): void {
  const { s, seat, a } = x;
  const city = s.pawns[seat] as number;
  if (s.forts[city]) a.fail('fort-exists', fortExists(city));
  let card = '';
  if (a.has('card') || s.roles[seat] !== 'praefectus-fabrum') {
    const info = a.cityCardIn(s, seat, 'card');
    if (info !== undefined && info.city !== city) a.fail('wrong-card', wrongCard(info.id, city), 'card');
    card = info?.id ?? '';
  } else if ((s.legions[city] as number) < 2) {
    a.fail('too-few-legions', {
      en: 'the Praefectus Fabrum needs 2 legions in the city to build without a card',
      de: 'der Praefectus Fabrum braucht 2 Legionen in der Stadt, um ohne Karte zu bauen',
      nl: 'de Praefectus Fabrum heeft 2 legioenen in de stad nodig om zonder kaart te bouwen',
      fr: 'le Praefectus Fabrum a besoin de 2 légions dans la ville pour bâtir sans carte',
    });
  }
  let from = -1;
  if (s.fortSupply === 0) {
    from = a.has('from') ? a.city('from') : -1;
    if (from < 0 && a.ok) a.fail('no-forts-left', {
        en: 'every fort is on the board: name one to move with "from"',
        de: 'alle Forts stehen schon auf dem Spielplan: nenne in „from“ eines zum Versetzen',
        nl: 'alle forten staan al op het bord: noem in "from" een fort om te verplaatsen',
        fr: 'tous les forts sont déjà sur le plateau : nomme dans « from » celui à déplacer',
      }, 'from');
    else if (from >= 0 && !s.forts[from]) a.fail('no-fort', noFort(from), 'from');
  } else if (a.has('from')) {
    a.fail('forts-left', {
      en: 'forts are still in the supply; "from" is only for when none are left',
      de: 'im Vorrat sind noch Forts; „from“ gilt nur, wenn keines mehr übrig ist',
      nl: 'er zijn nog forten in de voorraad; "from" geldt alleen als er geen meer over is',
      fr: 'il reste des forts dans la réserve ; « from » ne sert que lorsqu’il n’en reste plus',
    }, 'from');
  }
  if (!a.ok || !x.em) return;
  if (card !== '') x.em.emit({ t: 'discard', seat, card });
  else x.em.emit({ t: 'legions', city, n: -2 });
  if (from >= 0) x.em.emit({ t: 'fort', city: from, on: false });
  x.em.emit({ t: 'fort', city, on: true });
}

/** Legions from the supply, as many as the recruitment rate (fewer if the supply runs short); needs a fort. */
export function recruit(x: Ctx): void {
  const { s, seat, a } = x;
  const city = s.pawns[seat] as number;
  if (!s.forts[city]) a.fail('no-fort', noFort(city));
  const n = Math.min(recruitmentRate(s), s.legionSupply);
  if (n === 0) a.fail('no-legions', NO_LEGIONS_LEFT);
  if (a.ok && x.em) x.em.emit({ t: 'legions', city, n });
}

/**
 * Conspire (any role) and the Mercator's trade: a card passes between two players in one city.
 * Both move only the card of that city; the Mercator's trade (FR-11) once a turn, any card with the option.
 */
export function exchange(x: Ctx, mercator: boolean): void {
  const { s, seat, a } = x;
  if (s.solitaire && !mercator) return withTreasury(x);
  if (mercator) {
    if (s.roles[seat] !== 'mercator') a.fail('wrong-role', { en: 'only the Mercator trades', de: 'nur der Mercator handelt', nl: 'alleen de Mercator handelt', fr: 'seul le Mercator fait du commerce' });
    if (s.flags.mercatorTraded) a.fail('once-a-turn', { en: 'the Mercator trades once a turn', de: 'der Mercator handelt nur einmal pro Zug', nl: 'de Mercator handelt maar één keer per beurt', fr: 'le Mercator ne fait du commerce qu’une fois par tour' });
  }
  const other = a.seat(s, 'with');
  const city = s.pawns[seat] as number;
  if (other === seat) a.fail('same-seat', { en: 'you cannot conspire with yourself', de: 'du kannst dich nicht mit dir selbst verschwören', nl: 'je kunt niet met jezelf samenspannen', fr: 'tu ne peux pas conspirer avec toi-même' }, 'with');
  else if (other >= 0 && s.pawns[other] !== city) a.fail('not-together', {
      en: `${seatName(s, other, 'en')} is not in ${cityName(city)}`,
      de: `${seatName(s, other, 'de')} ist nicht in ${cityName(city)}`,
      nl: `${seatName(s, other, 'nl')} is niet in ${cityName(city)}`,
      fr: `${seatName(s, other, 'fr')} n’est pas à ${cityName(city)}`,
    }, 'with');
  const direction = a.c.direction;
  if (direction !== 'give' && direction !== 'take') a.fail('bad-direction', BAD_DIRECTION, 'direction');
  if (!a.ok) return;
  const [from, to] = direction === 'give' ? [seat, other] : [other, seat];
  const anyCard = mercator && s.rules.mercatorTrade === 'any-card';
  let card = '';
  if (anyCard) card = a.handCard(s, from, 'card');
  else {
    const info = a.cityCardIn(s, from, 'card');
    if (info !== undefined && info.city !== city) a.fail('wrong-card', wrongCard(info.id, city), 'card');
    card = info?.id ?? '';
  }
  if (!a.ok || !x.em) return;
  x.em.emit({ t: 'give', from, to, card, secret: !s.rules.openHands });
  if (mercator) x.em.emit({ t: 'flags', flags: { ...x.em.now.flags, mercatorTraded: true } });
}

/**
 * Solitaire (FR-23): Conspire stores the card of your city in the treasury ("give") or takes any
 * card from it ("take"); the roles share one hand, so there is no one else to conspire with.
 */
function withTreasury(x: Ctx): void {
  const { s, seat, a } = x;
  if (a.c.with !== 'treasury') a.fail('treasury-only', {
      en: 'in solitaire the roles share one hand: conspire "with": "treasury"',
      de: 'im Solospiel teilen sich die Rollen dieselben Karten: verschwöre dich mit der Schatzkammer („with“: „treasury“)',
      nl: 'in het solospel delen de rollen één hand: span samen met de schatkist ("with": "treasury")',
      fr: 'en solo, les rôles partagent une seule main : conspire avec le trésor (« with » : « treasury »)',
    }, 'with');
  const city = s.pawns[seat] as number;
  let card = '';
  if (a.c.direction === 'give') {
    const info = a.cityCardIn(s, seat, 'card');
    if (info !== undefined && info.city !== city) a.fail('wrong-card', wrongCard(info.id, city), 'card');
    card = info?.id ?? '';
  } else if (a.c.direction === 'take') {
    card = typeof a.c.card === 'string' ? a.c.card : '';
    if (!s.treasury.includes(card)) a.fail('not-in-treasury', {
      en: `the treasury holds no card "${String(a.c.card)}"`,
      de: `in der Schatzkammer liegt keine Karte „${String(a.c.card)}“`,
      nl: `er ligt geen kaart "${String(a.c.card)}" in de schatkist`,
      fr: `le trésor ne contient pas de carte « ${String(a.c.card)} »`,
    }, 'card');
  } else a.fail('bad-direction', BAD_DIRECTION, 'direction');
  if (a.ok && x.em) x.em.emit({ t: 'treasury', seat, card, into: a.c.direction === 'give' });
}

/** Discard the tribe's number of cards of its colour; a barbarian of it must be in your city (not for the Mercator). */
export function ally(x: Ctx): void {
  const { s, seat, a } = x;
  const tribe = a.tribe('tribe');
  if (tribe < 0) return;
  const info = TRIBE_INFO[tribe] as { name: string; allianceCost: number };
  if (s.allied[tribe]) {
    a.fail('already-allied', { en: `the ${info.name} are already allied`, de: `die ${tribeName(tribe, 'de')} sind schon verbündet`, nl: `de ${tribeName(tribe, 'nl')} zijn al bondgenoten`, fr: `les ${tribeName(tribe, 'fr')} sont déjà alliés` }, 'tribe');
  }
  const city = s.pawns[seat] as number;
  if (s.roles[seat] !== 'mercator' && cubesAt(s, city, tribe) === 0) a.fail('no-barbarian', noBarbarian(tribe, city), 'tribe');
  const cards = a.list('cards');
  if (cards.length !== info.allianceCost) a.fail('wrong-count', {
      en: `an alliance with the ${info.name} costs ${info.allianceCost} cards, not ${cards.length}`,
      de: `ein Bündnis mit den ${tribeName(tribe, 'de')} kostet ${info.allianceCost} Karten, nicht ${cards.length}`,
      nl: `een bondgenootschap met de ${tribeName(tribe, 'nl')} kost ${info.allianceCost} kaarten, niet ${cards.length}`,
      fr: `une alliance avec les ${tribeName(tribe, 'fr')} coûte ${info.allianceCost} cartes, pas ${cards.length}`,
    }, 'cards');
  const ids = new Set<string>();
  cards.forEach((value, i) => {
    const card = a.cityCardIn(s, seat, `cards[${i}]`, value);
    if (card === undefined) return;
    if (card.tribe !== tribe) a.fail('wrong-colour', wrongColour(card.id, tribe), `cards[${i}]`);
    if (ids.has(card.id)) a.fail('duplicate-card', { en: `${cardName(card.id, 'en')} is named twice`, de: `${cardName(card.id, 'de')} ist doppelt genannt`, nl: `${cardName(card.id, 'nl')} is twee keer genoemd`, fr: `${cardName(card.id, 'fr')} est nommée deux fois` }, `cards[${i}]`);
    ids.add(card.id);
  });
  if (!a.ok || !x.em) return;
  for (const card of ids) x.em.emit({ t: 'discard', seat, card });
  x.em.emit({ t: 'ally', tribe });
}

/** Enlist: only an allied tribe; all its barbarians in your city go, as many legions as there are come. */
export function enlist(x: Ctx): void {
  const { s, seat, a } = x;
  const tribe = a.tribe('tribe');
  if (tribe < 0) return;
  if (!s.allied[tribe]) {
    a.fail('not-allied', {
      en: `the ${tribeName(tribe, 'en')} are not allied: barbarians are enlisted only from allied tribes`,
      de: `die ${tribeName(tribe, 'de')} sind nicht verbündet: Barbaren werden nur aus verbündeten Stämmen angeworben`,
      nl: `de ${tribeName(tribe, 'nl')} zijn geen bondgenoten: barbaren worden alleen uit geallieerde stammen ingehuurd`,
      fr: `les ${tribeName(tribe, 'fr')} ne sont pas alliés : on n’enrôle des barbares que dans les tribus alliées`,
    }, 'tribe');
  }
  const city = s.pawns[seat] as number;
  const present = cubesAt(s, city, tribe);
  if (present === 0) a.fail('no-barbarian', noBarbarian(tribe, city), 'tribe');
  // FR-12: the Regina Foederata's one free Enlist a turn costs no card (and no action).
  const free = freeEnlist(s, seat);
  if (free && a.has('card')) a.fail('free-enlist', {
      en: 'the Regina Foederata’s first Enlist this turn is free: name no card',
      de: 'das erste Anwerben der Regina Foederata in diesem Zug ist kostenlos: nenne keine Karte',
      nl: 'de eerste keer barbaren inhuren is voor de Regina Foederata deze beurt gratis: noem geen kaart',
      fr: 'le premier enrôlement de la Regina Foederata ce tour-ci est gratuit : ne nomme aucune carte',
    }, 'card');
  const card = free ? undefined : a.cityCardIn(s, seat, 'card');
  if (card !== undefined && card.tribe !== tribe) a.fail('wrong-colour', wrongColour(card.id, tribe), 'card');
  // FR-26: "maximaal hetzelfde aantal legioenen": `legions` may ask for fewer than the barbarians removed.
  const wanted = a.int('legions', 0, Math.max(present, 0), present);
  if (!a.ok || !x.em) return;
  if (card !== undefined) x.em.emit({ t: 'discard', seat, card: card.id });
  x.em.emit({ t: 'cubes', city, tribe, n: -present });
  const legions = Math.min(wanted, x.em.now.legionSupply);
  if (legions > 0) x.em.emit({ t: 'legions', city, n: legions });
}

/** Whether the Regina Foederata's free Enlist of this turn is still unused (FR-12). */
export function freeEnlist(s: FrState, seat: number): boolean {
  return s.roles[seat] === 'regina-foederata' && !s.flags.reginaEnlisted;
}

/** Consul: 1 legion to any fort city or your own city. */
export function reinforce(x: Ctx): void {
  const { s, seat, a } = x;
  if (s.roles[seat] !== 'consul') a.fail('wrong-role', { en: 'only the Consul reinforces', de: 'nur der Consul verstärkt', nl: 'alleen de Consul versterkt', fr: 'seul le Consul renforce' });
  const city = a.city('city');
  if (city >= 0 && city !== s.pawns[seat] && !s.forts[city]) a.fail('not-allowed', {
      en: `${cityName(city)} has no fort and is not your city`,
      de: `${cityName(city)} hat kein Fort und ist nicht deine Stadt`,
      nl: `${cityName(city)} heeft geen fort en is niet jouw stad`,
      fr: `${cityName(city)} n’a pas de fort et n’est pas ta ville`,
    }, 'city');
  if (s.legionSupply === 0) a.fail('no-legions', NO_LEGIONS_LEFT);
  if (a.ok && x.em) x.em.emit({ t: 'legions', city, n: 1 });
}

/** Praefectus Classis: in a port, discard the card of that port for up to 2 legions (`legions`: 1 or 2, default 2). */
export function levy(x: Ctx): void {
  const { s, seat, a } = x;
  if (s.roles[seat] !== 'praefectus-classis') a.fail('wrong-role', { en: 'only the Praefectus Classis levies', de: 'nur der Praefectus Classis hebt Legionen aus', nl: 'alleen de Praefectus Classis heft legioenen', fr: 'seul le Praefectus Classis lève des légions' });
  const city = s.pawns[seat] as number;
  if (!CITIES[city]?.port) a.fail('not-a-port', notAPort(city));
  const card = a.cityCardIn(s, seat, 'card');
  if (card !== undefined && card.city !== city) a.fail('wrong-card', wrongCard(card.id, city), 'card');
  const wanted = a.int('legions', 1, 2, 2);
  if (s.legionSupply === 0) a.fail('no-legions', NO_LEGIONS_LEFT);
  if (!a.ok || !x.em || card === undefined) return;
  x.em.emit({ t: 'discard', seat, card: card.id });
  x.em.emit({ t: 'legions', city, n: Math.min(wanted, x.em.now.legionSupply) });
}

/** Vestalis: discard the card of her city to draw from her private deck of events (when: FR-21). */
export function consult(x: Ctx): void {
  const { s, seat, a } = x;
  if (s.roles[seat] !== 'vestalis') a.fail('wrong-role', { en: 'only the Vestalis keeps the private deck', de: 'nur die Vestalis hat einen eigenen Stapel', nl: 'alleen de Vestalis heeft een eigen stapel', fr: 'seule la Vestalis a sa propre pioche' });
  if (s.vestalisDeck.length === 0) a.fail('deck-empty', { en: 'the Vestalis deck is empty', de: 'der Stapel der Vestalis ist leer', nl: 'de stapel van de Vestalis is leeg', fr: 'la pioche de la Vestalis est vide' });
  const city = s.pawns[seat] as number;
  const card = a.cityCardIn(s, seat, 'card');
  if (card !== undefined && card.city !== city) a.fail('wrong-card', wrongCard(card.id, city), 'card');
  if (!a.ok || !x.em || card === undefined) return;
  x.em.emit({ t: 'discard', seat, card: card.id });
  x.em.emit({ t: 'consult', seat, card: x.em.now.vestalisDeck[x.em.now.vestalisDeck.length - 1] as string, secret: !s.rules.openHands });
}

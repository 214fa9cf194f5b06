import { cityCard, EVENT_TEXT, type EventId } from '../data/cards.js';
import { TRIBE_COUNT } from '../data/tribes.js';
import { cubesAt, cubesIn } from '../state.js';
import { cityName, counted, type Ctx } from './args.js';
import { fight, readBattle } from './battle.js';
import { drawCards } from './flow.js';
import { moveWith, NOBODY, readBarbarians, readEscort } from './movement.js';
import { fortExists, noFort, tooFewLegions } from './said.js';
import { cardName, countedFr, seatName } from './words.js';

/** The normal effect of Festina lente moves the pawn alone. */
const PAWN_ALONE = { en: 'the normal effect moves the pawn alone', de: 'die normale Wirkung bewegt die Figur allein', nl: 'het normale effect verplaatst alleen de pion zelf', fr: 'l’effet normal déplace le pion seul' };

/** Reads `removals` ([{city, tribe}]) into counts per city and tribe, checking each stands there. */
function readRemovals(x: Ctx, most: number, least = 1): Map<number, number> {
  const { s, a } = x;
  const list = a.list('removals');
  if (list.length > most) a.fail('too-many', { en: `remove at most ${counted(most, 'barbarian', 'barbarians')}`, de: `entferne höchstens ${most} Barbaren`, nl: `verwijder hoogstens ${counted(most, 'barbaar', 'barbaren')}`, fr: `retire au plus ${countedFr(most, 'barbare', 'barbares')}` }, 'removals');
  else if (list.length < least) {
    a.fail(
      'wrong-count',
      least === most
        ? { en: `name exactly ${most} barbarian${most === 1 ? '' : 's'}`, de: `nenne genau ${most === 1 ? 'einen' : most} Barbaren`, nl: `noem precies ${counted(most, 'barbaar', 'barbaren')}`, fr: `nomme exactement ${countedFr(most, 'barbare', 'barbares')}` }
        : { en: `name ${least} to ${most} barbarians`, de: `nenne ${least} bis ${most} Barbaren`, nl: `noem ${least} tot ${most} barbaren`, fr: `nomme de ${least} à ${most} barbares` },
      'removals',
    );
  }
  const counts = new Map<number, number>();
  list.forEach((item, i) => {
    const r = (item ?? {}) as Record<string, unknown>;
    const city = a.city(`removals[${i}].city`, r.city);
    const tribe = a.tribe(`removals[${i}].tribe`, r.tribe);
    if (city < 0 || tribe < 0) return;
    const key = city * TRIBE_COUNT + tribe;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  for (const [key, n] of counts) {
    const city = Math.floor(key / TRIBE_COUNT);
    if (n > cubesAt(s, city, key % TRIBE_COUNT)) a.fail('too-few-barbarians', {
        en: `${cityName(city)} does not hold ${counted(n, 'such barbarian', 'such barbarians')}`,
        de: n === 1 ? `in ${cityName(city)} steht kein solcher Barbar` : `in ${cityName(city)} stehen keine ${n} solchen Barbaren`,
        nl: n === 1 ? `in ${cityName(city)} staat geen barbaar van die stam` : `in ${cityName(city)} staan geen ${n} barbaren van die stam`,
        fr: n === 1 ? `${cityName(city)} ne compte aucun barbare de cette tribu` : `${cityName(city)} ne compte pas ${n} barbares de cette tribu`,
      }, 'removals');
  }
  return counts;
}

function emitRemovals(x: Ctx, counts: Map<number, number>): void {
  for (const [key, n] of counts) x.em?.emit({ t: 'cubes', city: Math.floor(key / TRIBE_COUNT), tribe: key % TRIBE_COUNT, n: -n });
}

function citiesOf(counts: Map<number, number>): Set<number> {
  return new Set([...counts.keys()].map((key) => Math.floor(key / TRIBE_COUNT)));
}

function doUtDes(x: Ctx, corrupt: boolean): void {
  const { s, a } = x;
  const sa = a.seat(s, 'a');
  const sb = a.seat(s, 'b');
  if (sa >= 0 && sa === sb) a.fail('same-seat', { en: 'two different players swap', de: 'zwei verschiedene Spieler tauschen', nl: 'twee verschillende spelers ruilen', fr: 'deux joueurs différents échangent' }, 'b');
  if (sa < 0 || sb < 0) return;
  if (!corrupt && s.pawns[sa] !== s.pawns[sb]) a.fail('not-together', {
      en: `${seatName(s, sa, 'en')} and ${seatName(s, sb, 'en')} are not in one city`,
      de: `${seatName(s, sa, 'de')} und ${seatName(s, sb, 'de')} sind nicht in derselben Stadt`,
      nl: `${seatName(s, sa, 'nl')} en ${seatName(s, sb, 'nl')} zijn niet in dezelfde stad`,
      fr: `${seatName(s, sa, 'fr')} et ${seatName(s, sb, 'fr')} ne sont pas dans la même ville`,
    }, 'b');
  const ca = a.handCard(s, sa, 'aCard');
  const cb = a.handCard(s, sb, 'bCard');
  if (!a.ok || !x.em) return;
  x.em.emit({ t: 'give', from: sa, to: sb, card: ca, secret: !s.rules.openHands });
  x.em.emit({ t: 'give', from: sb, to: sa, card: cb, secret: !s.rules.openHands });
}

function vaeVictis(x: Ctx, corrupt: boolean): void {
  const { s, a } = x;
  const last = s.lastBattle;
  if (last === null) a.fail('no-battle', { en: 'Vae victis follows a battle this turn', de: 'Vae victis folgt auf eine Schlacht in diesem Zug', nl: 'Vae victis volgt op een gevecht in deze beurt', fr: 'Vae victis suit une bataille de ce tour' });
  const counts = readRemovals(x, last?.removed ?? 0, 1);
  const cities = citiesOf(counts);
  // "from 1 other city / from any cities": only the normal effect spares the battle's city (FR-31).
  if (!corrupt && last !== null && cities.has(last.city)) a.fail('same-city', {
      en: 'the normal effect removes barbarians from another city than the battle',
      de: 'die normale Wirkung entfernt Barbaren aus einer anderen Stadt als der der Schlacht',
      nl: 'het normale effect verwijdert barbaren uit een andere stad dan die van het gevecht',
      fr: 'l’effet normal retire des barbares d’une autre ville que celle de la bataille',
    }, 'removals');
  if (!corrupt && cities.size > 1) a.fail('one-city', { en: 'the normal effect removes from 1 city only', de: 'die normale Wirkung entfernt nur aus 1 Stadt', nl: 'het normale effect verwijdert uit maar 1 stad', fr: 'l’effet normal ne retire que d’une seule ville' }, 'removals');
  if (!a.ok || !x.em) return;
  x.em.emit({ t: 'vae-victis-used' });
  emitRemovals(x, counts);
}

function siVisPacem(x: Ctx, corrupt: boolean): void {
  const { s, a } = x;
  const city = a.city('city');
  if (city >= 0 && s.forts[city]) a.fail('fort-exists', fortExists(city), 'city');
  let from = -1;
  if (s.fortSupply === 0) {
    from = a.city('from');
    if (from >= 0 && !s.forts[from]) a.fail('no-fort', noFort(from), 'from');
  }
  let pawn = -1;
  let escort = { legions: 0, cubes: [0, 0, 0, 0, 0] as readonly number[] };
  if (a.has('pawn')) {
    if (!corrupt) a.fail('corrupt-only', { en: 'only the corrupt effect moves a pawn', de: 'nur die korrumpierte Wirkung bewegt eine Figur', nl: 'alleen het corrupte effect verplaatst een pion', fr: 'seul l’effet corrompu déplace un pion' }, 'pawn');
    pawn = a.seat(s, 'pawn');
    if (pawn >= 0) escort = readEscort(s, pawn, a, s.pawns[pawn] as number, city);
  }
  if (!a.ok || !x.em) return;
  if (from >= 0) x.em.emit({ t: 'fort', city: from, on: false });
  x.em.emit({ t: 'fort', city, on: true });
  if (pawn >= 0) moveWith(x.em, pawn, city, escort);
}

function hicManebimus(x: Ctx, corrupt: boolean): void {
  const { s, a } = x;
  let cities: number[] = [];
  if (corrupt) cities = s.forts.flatMap((fort, c) => (fort ? [c] : []));
  else {
    const list = a.list('cities');
    if (list.length > 3) a.fail('too-many', { en: 'up to 3 fort cities', de: 'höchstens 3 Städte mit Fort', nl: 'hoogstens 3 steden met een fort', fr: 'au plus 3 villes avec un fort' }, 'cities');
    cities = list.map((v, i) => a.city(`cities[${i}]`, v));
    cities.forEach((c, i) => {
      if (c >= 0 && !s.forts[c]) a.fail('no-fort', noFort(c), `cities[${i}]`);
    });
    if (new Set(cities).size !== cities.length) a.fail('duplicate-city', { en: 'name each city once', de: 'nenne jede Stadt nur einmal', nl: 'noem elke stad maar één keer', fr: 'nomme chaque ville une seule fois' }, 'cities');
  }
  if (!a.ok || !x.em) return;
  for (const city of cities) {
    const n = Math.min(corrupt ? 3 : 2, x.em.now.legionSupply);
    if (n > 0) x.em.emit({ t: 'legions', city, n });
  }
}

function morsTua(x: Ctx, corrupt: boolean): void {
  const counts = readRemovals(x, corrupt ? 3 : 1, 1);
  if (citiesOf(counts).size > 1) x.a.fail('one-city', { en: 'the barbarians must stand in one city', de: 'die Barbaren müssen in derselben Stadt stehen', nl: 'de barbaren moeten in dezelfde stad staan', fr: 'les barbares doivent se trouver dans la même ville' }, 'removals');
  if (!x.a.ok || !x.em) return;
  emitRemovals(x, counts);
  for (const [key, n] of counts) {
    const legions = Math.min(n, x.em.now.legionSupply);
    if (legions > 0) x.em.emit({ t: 'legions', city: Math.floor(key / TRIBE_COUNT), n: legions });
  }
}

function homoFaber(x: Ctx, corrupt: boolean): void {
  const { s, seat, a } = x;
  const take = typeof a.c.take === 'string' ? a.c.take : '';
  const info = cityCard(take);
  if (info === undefined || !s.playerDiscard.includes(take)) a.fail('not-in-discard', { en: `the discard holds no city card "${take}"`, de: `auf dem Ablagestapel liegt keine Stadtkarte „${take}“`, nl: `op de aflegstapel ligt geen stadkaart "${take}"`, fr: `la défausse ne contient pas de carte Ville « ${take} »` }, 'take');
  else if (!corrupt && info.city !== s.pawns[seat]) a.fail('wrong-card', { en: `${cardName(take, 'en')} does not match your city`, de: `${cardName(take, 'de')} passt nicht zu deiner Stadt`, nl: `${cardName(take, 'nl')} hoort niet bij jouw stad`, fr: `${cardName(take, 'fr')} ne correspond pas à ta ville` }, 'take');
  if (a.ok && x.em) x.em.emit({ t: 'retrieve', seat, card: take });
}

function mortuiNonMordent(x: Ctx, corrupt: boolean): void {
  const counts = readRemovals(x, corrupt ? 4 : 2);
  if (new Set([...counts.keys()].map((k) => k % TRIBE_COUNT)).size > 1) x.a.fail('one-colour', { en: 'the barbarians must be of one colour', de: 'die Barbaren müssen dieselbe Farbe haben', nl: 'de barbaren moeten dezelfde kleur hebben', fr: 'les barbares doivent être de la même couleur' }, 'removals');
  if (x.a.ok && x.em) emitRemovals(x, counts);
}

function festinaLente(x: Ctx, corrupt: boolean): void {
  const { s, a } = x;
  const moves = a.list('moves');
  if (!corrupt && moves.length !== 1) a.fail('wrong-count', { en: 'the normal effect moves exactly 1 pawn', de: 'die normale Wirkung bewegt genau 1 Figur', nl: 'het normale effect verplaatst precies 1 pion', fr: 'l’effet normal déplace exactement 1 pion' }, 'moves');
  else if (corrupt && moves.length === 0) a.fail('wrong-count', { en: 'name at least 1 pawn to move', de: 'nenne mindestens 1 Figur zum Bewegen', nl: 'noem minstens 1 pion om te verplaatsen', fr: 'nomme au moins 1 pion à déplacer' }, 'moves');
  const planned: { seat: number; to: number; legions: number; cubes: readonly number[] }[] = [];
  moves.forEach((item, i) => {
    const m = (item ?? {}) as Record<string, unknown>;
    const seat = a.seat(s, `moves[${i}].seat`, m.seat);
    const to = a.city(`moves[${i}].to`, m.to);
    const legions = m.legions === undefined ? 0 : m.legions;
    if (!Number.isInteger(legions) || (legions as number) < 0 || (legions as number) > (corrupt ? 3 : 0)) {
      a.fail('out-of-range', corrupt ? { en: 'each pawn takes 0–3 legions', de: 'jede Figur nimmt 0–3 Legionen mit', nl: 'elke pion neemt 0–3 legioenen mee', fr: 'chaque pion emmène de 0 à 3 légions' } : PAWN_ALONE, `moves[${i}].legions`);
    }
    if (!corrupt && m.barbarians !== undefined) a.fail('out-of-range', PAWN_ALONE, `moves[${i}].barbarians`);
    if (seat >= 0 && planned.some((p) => p.seat === seat)) a.fail('duplicate-seat', { en: 'move each pawn once', de: 'bewege jede Figur nur einmal', nl: 'verplaats elke pion maar één keer', fr: 'déplace chaque pion une seule fois' }, `moves[${i}].seat`);
    // Corrupt: the Regina Foederata takes barbarians along as on every move of hers (FR-12).
    const cubes = corrupt && seat >= 0 ? readBarbarians(s, seat, a, s.pawns[seat] as number, to, m.barbarians, `moves[${i}].barbarians`, Number.isInteger(legions) ? (legions as number) : 0) : NOBODY;
    if (seat >= 0 && to >= 0) planned.push({ seat, to, legions: legions as number, cubes });
  });
  const taken = new Map<number, number>();
  for (const p of planned) taken.set(s.pawns[p.seat] as number, (taken.get(s.pawns[p.seat] as number) ?? 0) + p.legions);
  for (const [city, n] of taken) if (n > (s.legions[city] as number)) a.fail('too-few-legions', tooFewLegions(s.legions[city] as number, city), 'moves');
  if (!a.ok || !x.em) return;
  for (const p of planned) moveWith(x.em, p.seat, p.to, { legions: p.legions, cubes: p.cubes });
}

function veniVidiVici(x: Ctx, corrupt: boolean): void {
  const { s, seat, a } = x;
  const from = s.pawns[seat] as number;
  const to = a.city('to');
  if (to < 0) return;
  const escort = readEscort(s, seat, a, from, to);
  const arriving = (to === from ? 0 : (s.legions[to] as number)) + (to === from ? (s.legions[from] as number) : escort.legions);
  const fights = cubesIn(s, to) > 0 && arriving > 0;
  // Dice for a battle that does not follow would be ignored: refused, so nobody believes they counted.
  if (!fights) {
    for (const field of ['dice', 'set']) {
      if (!a.has(field)) continue;
      a.fail('no-battle', {
        en: `no battle follows in ${cityName(to)} (no barbarians or no legions there): "${field}" is for a battle`,
        de: `in ${cityName(to)} folgt keine Schlacht (keine Barbaren oder keine Legionen): „${field}“ gilt nur für eine Schlacht`,
        nl: `in ${cityName(to)} volgt geen gevecht (daar staan geen barbaren of geen legioenen): "${field}" geldt alleen voor een gevecht`,
        fr: `aucune bataille ne suit à ${cityName(to)} (pas de barbares ou pas de légions) : « ${field} » ne sert qu’à une bataille`,
      }, field);
    }
  }
  const { dice, set } = fights ? readBattle(s, seat, a, to, arriving) : { dice: 0, set: undefined };
  if (!a.ok || !x.em) return;
  if (to !== from) moveWith(x.em, seat, to, escort);
  if (fights) fight(x.em, seat, dice, set, corrupt);
}

type Effect = (x: Ctx, corrupt: boolean) => void;

/**
 * The targets each event's text names (data.md "Decks"), normal and corrupt; any other field is
 * refused with the reason, so a player never believes a target was used when it was not.
 */
const TARGETS: Readonly<Record<EventId, readonly [readonly string[], readonly string[]]>> = {
  'do-ut-des': [['a', 'aCard', 'b', 'bCard'], ['a', 'aCard', 'b', 'bCard']],
  'vae-victis': [['removals'], ['removals']],
  'si-vis-pacem': [['city', 'from', 'pawn'], ['city', 'from', 'pawn', 'legions', 'barbarians']],
  'hic-manebimus-optime': [['cities'], []],
  'audentes-fortuna-iuvat': [[], []],
  'mors-tua-vita-mea': [['removals'], ['removals']],
  'homo-faber': [['take'], ['take']],
  'alea-iacta-est': [[], []],
  'abundans-cautela': [[], []],
  'melius-cavere': [[], []],
  'mortui-non-mordent': [['removals'], ['removals']],
  'festina-lente': [['moves'], ['moves']],
  'veni-vidi-vici': [['to', 'legions', 'barbarians', 'dice', 'set'], ['to', 'legions', 'barbarians', 'dice', 'set']],
  'carpe-diem': [[], []],
};
const COMMON = new Set(['type', 'card', 'corrupt']);

/** Refuses every field the event's text does not ask for. */
export function checkTargets(x: Ctx, card: EventId, corrupt: boolean): void {
  const allowed = TARGETS[card][corrupt ? 1 : 0];
  for (const [field, value] of Object.entries(x.a.c)) {
    if (value === undefined || COMMON.has(field) || allowed.includes(field)) continue;
    // The event by its title, its targets by their JSON words (what a JSON user types).
    const title = EVENT_TEXT[card].title;
    const none = allowed.length === 0;
    x.a.fail('unexpected-field', {
      en: `${title}${corrupt ? ' (corrupt)' : ''} ${none ? 'takes no targets' : `takes only ${allowed.join(', ')}`}, not "${field}"`,
      de: `${title}${corrupt ? ' (korrumpiert)' : ''} ${none ? `hat keine Ziele, auch nicht „${field}“` : `hat nur die Ziele ${allowed.map((f) => `„${f}“`).join(', ')}, nicht „${field}“`}`,
      nl: `${title}${corrupt ? ' (corrupt)' : ''} ${none ? `heeft geen doelen, ook niet "${field}"` : `heeft alleen de doelen ${allowed.map((f) => `"${f}"`).join(', ')}, niet "${field}"`}`,
      fr: `${title}${corrupt ? ' (corrompu)' : ''} ${none ? `n’a aucune cible, pas même « ${field} »` : `n’a que les cibles ${allowed.map((f) => `« ${f} »`).join(', ')}, pas « ${field} »`}`,
    }, field);
  }
}

/** Each event's effect; a corrupt play also adds 1 decline (FR-6). */
export const EFFECTS: Readonly<Record<EventId, Effect>> = {
  'do-ut-des': doUtDes,
  'vae-victis': vaeVictis,
  'si-vis-pacem': siVisPacem,
  'hic-manebimus-optime': hicManebimus,
  'audentes-fortuna-iuvat': (x, corrupt) => {
    if (x.em) drawCards(x.em, x.seat, corrupt ? 4 : 2);
  },
  'mors-tua-vita-mea': morsTua,
  'homo-faber': homoFaber,
  'alea-iacta-est': (x, corrupt) => x.em?.emit({ t: 'flags', flags: { ...x.em.now.flags, setDice: corrupt ? 'turn' : 'once' } }),
  'abundans-cautela': (x, corrupt) =>
    x.em?.emit({ t: 'flags', flags: corrupt ? { ...x.em.now.flags, skipInvasion: true } : { ...x.em.now.flags, fewerInvasions: x.em.now.flags.fewerInvasions + 2 } }),
  'melius-cavere': (x, corrupt) => {
    if (x.s.barbarianDeck.length === 0) x.a.fail('deck-empty', { en: 'the barbarian deck is empty', de: 'der Barbarenstapel ist leer', nl: 'de barbaarstapel is leeg', fr: 'la pioche Barbare est vide' });
    if (!x.a.ok || !x.em) return;
    const cards = x.s.barbarianDeck.slice(-6).reverse();
    x.em.emit({ t: 'pending', pending: { kind: 'reorder', seat: x.seat, cards, remove: corrupt } });
  },
  'mortui-non-mordent': mortuiNonMordent,
  'festina-lente': festinaLente,
  'veni-vidi-vici': veniVidiVici,
  'carpe-diem': (x, corrupt) => x.em?.emit({ t: 'actions', left: x.em.now.actionsLeft + (corrupt ? 4 : 2) }),
};

/** Events that ask their player a choice: played in the pause between two revolts they take its place (FR-30). */
export const CHOOSING_EVENTS: ReadonlySet<string> = new Set(['melius-cavere', 'veni-vidi-vici']);
/** Events that draw, reveal or roll: they cannot be undone (FR-14). */
export const FINAL_EVENTS: ReadonlySet<string> = new Set(['audentes-fortuna-iuvat', 'melius-cavere', 'veni-vidi-vici']);

/** The reorder answer of Melius cavere: the same cards, top first, less one removed when corrupt. */
export function reorder(x: Ctx): void {
  const { s, a } = x;
  const pending = s.pending;
  if (pending?.kind !== 'reorder') return;
  const order = a.list('order').map(String);
  const remove = typeof a.c.remove === 'string' ? a.c.remove : undefined;
  if (pending.remove && remove === undefined) a.fail('missing', { en: 'name the card to remove in "remove"', de: 'nenne in „remove“ die Karte, die entfernt wird', nl: 'noem in "remove" de kaart die verwijderd wordt', fr: 'nomme dans « remove » la carte à retirer' }, 'remove');
  if (!pending.remove && remove !== undefined) a.fail('corrupt-only', { en: 'only the corrupt effect removes a card', de: 'nur die korrumpierte Wirkung entfernt eine Karte', nl: 'alleen het corrupte effect verwijdert een kaart', fr: 'seul l’effet corrompu retire une carte' }, 'remove');
  const expected = pending.cards.filter((c) => c !== remove);
  if (remove !== undefined && expected.length === pending.cards.length) a.fail('not-shown', { en: `${remove} is not among the cards shown`, de: `„${remove}“ ist nicht unter den gezeigten Karten`, nl: `"${remove}" zit niet bij de getoonde kaarten`, fr: `« ${remove} » ne fait pas partie des cartes montrées` }, 'remove');
  if (order.length !== expected.length || [...order].sort().join() !== [...expected].sort().join()) {
    // The cards by their ids, as a JSON user types them into "order".
    const ids = expected.join(', ');
    a.fail('wrong-cards', { en: `"order" must list exactly these cards: ${ids}`, de: `„order“ muss genau diese Karten auflisten: ${ids}`, nl: `"order" moet precies deze kaarten opsommen: ${ids}`, fr: `« order » doit énumérer exactement ces cartes : ${ids}` }, 'order');
  }
  if (!a.ok || !x.em) return;
  x.em.emit({ t: 'pending', pending: null });
  if (remove !== undefined) x.em.emit({ t: 'bury', card: remove });
  x.em.emit({ t: 'reorder', seat: x.seat, top: order });
}

import { cardTitle } from '../data/cards.js';
import { TRIBE_INFO } from '../data/tribes.js';
import type { FrCommand } from '../commands.js';
import type { FrView } from '../view.js';
import { paint, type Paint } from './colour.js';
import { counted, fill, TEXTS, type Lang } from './lang.js';
import { cardText, namesOf, tribeText } from './names.js';
import { wrap } from './screen.js';
import { PHASE_DE } from '../resolve/words-de.js';
import { PHASE } from '../resolve/words.js';

const ABBR: Record<string, string> = Object.fromEntries(TRIBE_INFO.map((t) => [t.id, t.abbr]));
const TRIBE_AT: Record<string, number> = Object.fromEntries(TRIBE_INFO.map((t, i) => [t.id, i]));

/** The board's words per language. */
const BOARD = {
  en: {
    turn: (v: FrView, role: string) => v.phase === 'over' ? `== Turn ${v.turn}: the game is over ==` : `== Turn ${v.turn}: ${role}, ${v.phase === 'invade' ? 'invasion' : v.phase} phase${v.phase === 'actions' ? `, ${counted('en', v.actionsLeft, 'action')} left` : ''} ==`,
    tracks: (v: FrView, allied: string) => `Invasion rate ${v.invasionRate} · recruitment rate ${v.recruitmentRate} · decline ${v.decline}/${v.declineLimit} · allied: ${allied || 'none'}`,
    supply: (legions: number, forts: number, barbarians: string) => `Supply: ${counted('en', legions, 'legion')}, ${forts} ${forts === 1 ? 'fort' : 'forts'} · barbarians: ${barbarians}`,
    cities: 'Cities (3! = full: one more sacks the city):',
    legions: (n: number) => counted('en', n, 'legion'),
    fort: 'fort',
    players: 'Players:',
    in: 'in',
    noCards: 'no cards',
    shared: 'shared hand',
    decks: (v: FrView) =>
      `Player deck ${v.playerDeck} · discard ${v.playerDiscard.length} · barbarian deck ${v.barbarianDeck} · barbarian discard ${v.barbarianDiscard.length}${v.vestalisDeckSize > 0 ? ` · Vestalis deck ${v.vestalisDeckSize}` : ''}`,
    treasury: 'Treasury',
    colon: ': ',
  },
  de: {
    turn: (v: FrView, role: string) => v.phase === 'over' ? `== Zug ${v.turn}: das Spiel ist zu Ende ==` : `== Zug ${v.turn}: ${role}, ${PHASE_DE[v.phase]}${v.phase === 'actions' ? `, ${counted('de', v.actionsLeft, 'action')} übrig` : ''} ==`,
    tracks: (v: FrView, allied: string) => `Invasionsrate ${v.invasionRate} · Rekrutierungsrate ${v.recruitmentRate} · Verfall ${v.decline}/${v.declineLimit} · verbündet: ${allied || 'keine'}`,
    supply: (legions: number, forts: number, barbarians: string) => `Vorrat: ${counted('de', legions, 'legion')}, ${forts} ${forts === 1 ? 'Fort' : 'Forts'} · Barbaren: ${barbarians}`,
    cities: 'Städte (3! = voll: noch einer plündert die Stadt):',
    legions: (n: number) => counted('de', n, 'legion'),
    fort: 'Fort',
    players: 'Spieler:',
    in: 'in',
    noCards: 'keine Karten',
    shared: 'gemeinsame Karten',
    decks: (v: FrView) =>
      `Spielerstapel ${v.playerDeck} · Ablage ${v.playerDiscard.length} · Barbarenstapel ${v.barbarianDeck} · Barbarenablage ${v.barbarianDiscard.length}${v.vestalisDeckSize > 0 ? ` · Vestalis-Stapel ${v.vestalisDeckSize}` : ''}`,
    treasury: 'Schatzkammer',
    colon: ': ',
  },
  nl: {
    turn: (v: FrView, role: string) => v.phase === 'over' ? `== Beurt ${v.turn}: het spel is afgelopen ==` : `== Beurt ${v.turn}: ${role}, ${PHASE.nl[v.phase]}${v.phase === 'actions' ? `, nog ${counted('nl', v.actionsLeft, 'action')}` : ''} ==`,
    tracks: (v: FrView, allied: string) => `Invasiegraad ${v.invasionRate} · rekruteringsgraad ${v.recruitmentRate} · verval ${v.decline}/${v.declineLimit} · bondgenoten: ${allied || 'geen'}`,
    supply: (legions: number, forts: number, barbarians: string) => `Voorraad: ${counted('nl', legions, 'legion')}, ${forts} ${forts === 1 ? 'fort' : 'forten'} · barbaren: ${barbarians}`,
    cities: 'Steden (3! = vol: nog één en de stad wordt geplunderd):',
    legions: (n: number) => counted('nl', n, 'legion'),
    fort: 'fort',
    players: 'Spelers:',
    in: 'in',
    noCards: 'geen kaarten',
    shared: 'gedeelde hand',
    decks: (v: FrView) =>
      `Gedekte stapel ${v.playerDeck} · aflegstapel ${v.playerDiscard.length} · barbaarstapel ${v.barbarianDeck} · barbaaraflegstapel ${v.barbarianDiscard.length}${v.vestalisDeckSize > 0 ? ` · Vestalis-stapel ${v.vestalisDeckSize}` : ''}`,
    treasury: 'Schatkist',
    colon: ': ',
  },
  fr: {
    turn: (v: FrView, role: string) => v.phase === 'over' ? `== Tour ${v.turn} : la partie est terminée ==` : `== Tour ${v.turn} : ${role}, ${PHASE.fr[v.phase]}${v.phase === 'actions' ? `, ${counted('fr', v.actionsLeft, 'action')} à jouer` : ''} ==`,
    tracks: (v: FrView, allied: string) => `Taux d’invasion ${v.invasionRate} · taux de recrutement ${v.recruitmentRate} · déclin ${v.decline}/${v.declineLimit} · alliés : ${allied || 'aucun'}`,
    supply: (legions: number, forts: number, barbarians: string) => `Réserve : ${counted('fr', legions, 'legion')}, ${forts} ${forts <= 1 ? 'fort' : 'forts'} · barbares : ${barbarians}`,
    cities: 'Villes (3! = pleine : un de plus et la ville est pillée) :',
    legions: (n: number) => counted('fr', n, 'legion'),
    fort: 'fort',
    players: 'Joueurs :',
    in: 'à',
    noCards: 'aucune carte',
    shared: 'main commune',
    decks: (v: FrView) =>
      `Pioche Joueur ${v.playerDeck} · défausse ${v.playerDiscard.length} · pioche Barbare ${v.barbarianDeck} · défausse Barbare ${v.barbarianDiscard.length}${v.vestalisDeckSize > 0 ? ` · paquet de la Vestalis ${v.vestalisDeckSize}` : ''}`,
    treasury: 'Trésor',
    colon: ' : ',
  },
} as const satisfies Readonly<Record<Lang, unknown>>;

/** A seat's cards as the viewer may see them: "Roma (Huns), Tyras (Visigoths)", or how many hidden. */
export function handText(q: FrView['players'][number], lang: Lang): string {
  if (q.hand.length !== q.handSize) return counted(lang, q.handSize, 'hiddenCard');
  return q.hand.map((c) => cardText(c, lang)).join(', ') || BOARD[lang].noCards;
}

/** The board as text: tracks, every city holding something, the players by role and their cards, the decks; lines of at most 80 columns. */
export function boardText(v: FrView, lang: Lang = 'en', p: Paint = paint(false)): string {
  const w = BOARD[lang];
  const names = namesOf(v, lang);
  const lines: string[] = [];
  const put = (text: string, indent = '    ') => lines.push(...wrap(text, 80, indent));
  lines.push(p.bold(w.turn(v, names.seat(v.active))));
  put(w.tracks(v, v.allied.map((t) => tribeText(t, lang)).join(', ')));
  put(w.supply(v.supply.legions, v.supply.forts, TRIBE_INFO.map((t, i) => p.tribe(i, `${tribeText(i, lang)} ${v.supply.barbarians[t.id]}`)).join(', ')));
  lines.push(w.cities);
  for (const city of v.cities) {
    const pawns = v.players.filter((q) => q.city === city.name).map((q) => names.seat(q.seat));
    const barbarians = Object.entries(city.barbarians).map(([tribe, n]) => p.tribe(TRIBE_AT[tribe] ?? 0, `${tribeText(tribe, lang)} ${n}${n >= 3 ? '!' : ''}`));
    if (barbarians.length === 0 && city.legions === 0 && !city.fort && pawns.length === 0) continue;
    const parts = [barbarians.join(', '), city.legions > 0 ? p.legion(w.legions(city.legions)) : '', city.fort ? w.fort : '', pawns.join(', ')].filter((part) => part !== '');
    put(`  ${city.name.padEnd(17)} ${parts.join(' · ')}`, ' '.repeat(20));
  }
  lines.push(w.players);
  // Solitaire: the roles share one hand (FR-23), shown once.
  for (const q of v.players) put(`  ${names.seat(q.seat)} ${w.in} ${q.city}${v.solitaire ? '' : `${w.colon}${handText(q, lang)}`}`);
  const first = v.players[0];
  if (v.solitaire && first !== undefined) put(`  ${w.shared}${w.colon}${handText(first, lang)}`);
  if (v.solitaire) put(`  ${w.treasury}${w.colon}${v.treasury.map((c) => cardText(c, lang)).join(', ') || '–'}`);
  put(w.decks(v));
  if (v.pending !== null) {
    const tx = TEXTS[lang];
    put(`${fill(tx.waiting, { seat: names.seat(v.pending.seat), kind: tx.choices[v.pending.kind] })}${'cards' in v.pending ? ` (${v.pending.cards.map((c) => cardText(c, lang)).join(', ')})` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

const VERBS = {
  en: {
    recruit: 'recruit legions', march: 'march to', sail: 'sail to', discard: 'discard', fort: 'build a fort', twoLegions: '2 legions', battle: 'battle', withDice: 'dice',
    give: 'give', take: 'take', to: 'to', from: 'from', ally: 'ally with the', enlist: 'enlist the', reinforce: 'add a legion in',
    levy: (n: number) => `levy ${counted('en', n, 'legion')}`, transfer: 'move to', consult: 'draw from the Vestalis deck', draw2: 'end actions: draw 2 cards',
    draw3: 'end actions: draw 3 cards, put 1 back', invade: 'invasion phase', cont: 'resolve the second revolt', remove: 'remove',
    putBack: 'put back', order: 'order the top barbarian cards', andRemove: 'and remove', play: 'play', corrupt: ' (corrupt)',
    legions: (n: number) => ` with ${counted('en', n, 'legion')}`, barbarians: 'barbarians', treasury: 'treasury', fortFrom: 'the fort from', faces: 'faces',
  },
  de: {
    recruit: 'rekrutiere Legionen', march: 'marschiere nach', sail: 'segle nach', discard: 'wirf ab', fort: 'baue ein Fort', twoLegions: '2 Legionen', battle: 'kämpfe', withDice: 'Würfel',
    give: 'gib', take: 'nimm', to: 'an', from: 'von', ally: 'verbünde dich mit den', enlist: 'wirb an:', reinforce: 'eine Legion nach',
    levy: (n: number) => `hebe ${counted('de', n, 'legion')} aus`, transfer: 'ziehe nach', consult: 'ziehe vom Vestalis-Stapel', draw2: 'Aktionen beenden: 2 Karten ziehen',
    draw3: 'Aktionen beenden: 3 Karten ziehen, 1 zurücklegen', invade: 'Invasionsphase', cont: 'zweiten Aufstand abhandeln', remove: 'entferne',
    putBack: 'lege zurück', order: 'ordne die obersten Barbarenkarten', andRemove: 'und entferne', play: 'spiele', corrupt: ' (korrupt)',
    legions: (n: number) => ` mit ${counted('de', n, 'legion')}`, barbarians: 'Barbaren', treasury: 'Schatzkammer', fortFrom: 'das Fort aus', faces: 'Augen',
  },
  nl: {
    recruit: 'rekruteer legioenen', march: 'marcheer naar', sail: 'vaar naar', discard: 'leg af', fort: 'bouw een fort', twoLegions: '2 legioenen', battle: 'vecht', withDice: 'dobbelstenen',
    give: 'geef', take: 'neem', to: 'aan', from: 'van', ally: 'sluit een bondgenootschap met de', enlist: 'huur in:', reinforce: 'een legioen naar',
    levy: (n: number) => `hef ${counted('nl', n, 'legion')}`, transfer: 'ga naar', consult: 'trek van de Vestalis-stapel', draw2: 'acties beëindigen: 2 kaarten trekken',
    draw3: 'acties beëindigen: 3 kaarten trekken, 1 terugleggen', invade: 'steden binnenvallen', cont: 'de tweede opstand afhandelen', remove: 'verwijder',
    putBack: 'leg terug', order: 'herschik de bovenste barbaarkaarten', andRemove: 'en verwijder', play: 'speel', corrupt: ' (corrupt)',
    legions: (n: number) => ` met ${counted('nl', n, 'legion')}`, barbarians: 'barbaren', treasury: 'schatkist', fortFrom: 'het fort uit', faces: 'ogen',
  },
  fr: {
    recruit: 'recruter des légions', march: 'marcher vers', sail: 'naviguer vers', discard: 'défausser', fort: 'construire un fort', twoLegions: '2 légions', battle: 'combattre', withDice: 'dés',
    give: 'donner', take: 'prendre', to: 'à', from: 'de', ally: 's’allier avec les', enlist: 'enrôler :', reinforce: 'une légion à',
    levy: (n: number) => `lever ${counted('fr', n, 'legion')}`, transfer: 'aller à', consult: 'piocher dans le paquet de la Vestalis', draw2: 'fin des actions : piocher 2 cartes',
    draw3: 'fin des actions : piocher 3 cartes, en remettre 1', invade: 'phase d’invasion', cont: 'résoudre la seconde révolte', remove: 'ôter',
    putBack: 'remettre', order: 'réordonner les premières cartes Barbare', andRemove: 'et ôter', play: 'jouer', corrupt: ' (corrompue)',
    legions: (n: number) => ` avec ${counted('fr', n, 'legion')}`, barbarians: 'barbares', treasury: 'trésor', fortFrom: 'le fort de', faces: 'faces',
  },
} as const satisfies Readonly<Record<Lang, unknown>>;

/** A command as a person reads it. */
export function commandText(c: FrCommand, lang: Lang = 'en'): string {
  const w = VERBS[lang];
  const withLegions = (n: number | undefined) => (n ? w.legions(n) : '');
  const escort = (b: Readonly<Record<string, number>> | undefined) =>
    b === undefined ? '' : ` + ${w.barbarians} ${Object.entries(b).map(([t, n]) => `${ABBR[t] ?? t}×${n}`).join(' ')}`;
  switch (c.type) {
    case 'recruit':
      return w.recruit;
    case 'march':
      return `${w.march} ${c.to}${withLegions(c.legions)}${escort(c.barbarians)}`;
    case 'sail':
      return `${w.sail} ${c.to}${c.card ? ` (${w.discard} ${c.card})` : ''}${withLegions(c.legions)}${escort(c.barbarians)}`;
    case 'build-fort':
      return `${w.fort}${c.card ? ` (${w.discard} ${c.card})` : ` (${w.twoLegions})`}${c.from ? `, ${w.fortFrom} ${c.from}` : ''}`;
    case 'battle':
      return `${w.battle}${c.dice ? `, ${c.dice} ${w.withDice}` : ''}${c.set ? ` (${w.faces} ${c.set.join(' ')})` : ''}`;
    case 'conspire':
    case 'trade': {
      const other = c.with === 'treasury' ? w.treasury : c.with;
      return `${c.type}: ${c.direction === 'give' ? w.give : w.take} ${c.card} ${c.direction === 'give' ? w.to : w.from} ${other}`;
    }
    case 'ally':
      return `${w.ally} ${c.tribe} (${w.discard} ${c.cards.join(', ')})`;
    case 'enlist':
      return `${w.enlist} ${c.tribe}${c.card ? ` (${w.discard} ${c.card})` : ''}${c.legions !== undefined ? w.legions(c.legions) : ''}`;
    case 'reinforce':
      return `${w.reinforce} ${c.city}`;
    case 'levy':
      return `${w.levy(c.legions ?? 2)} (${w.discard} ${c.card})`;
    case 'transfer':
      return `${w.transfer} ${c.to}${withLegions(c.legions)} (${w.discard} ${c.card})`;
    case 'consult':
      return `${w.consult} (${w.discard} ${c.card})`;
    case 'draw':
      return c.three ? w.draw3 : w.draw2;
    case 'invade':
      return w.invade;
    case 'continue':
      return w.cont;
    case 'remove':
      return `${w.remove} ${c.tribes.join(', ')}`;
    case 'discard':
      return `${w.discard} ${c.card}`;
    case 'put-back':
      return `${w.putBack} ${c.card}`;
    case 'reorder':
      return `${w.order} ${c.order.join(', ')}${c.remove ? ` ${w.andRemove} ${c.remove}` : ''}`;
    case 'event': {
      const { type: _type, card, corrupt, ...params } = c;
      const details = Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : '';
      return `${w.play} ${cardTitle(card)}${corrupt ? w.corrupt : ''}${details}`;
    }
    default:
      return c.type;
  }
}

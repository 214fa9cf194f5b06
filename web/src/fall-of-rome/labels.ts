import {
  cardDe,
  cardTitle,
  commandKind,
  commandLabel,
  draftReason,
  type FrCommand,
  type Phase,
  phaseName,
  type Removal,
  TRIBE_INFO,
  tribeName,
} from '../../../src/games/fall-of-rome/client.js';
import { problemText, type Problem } from '../../../src/kernel/problems.js';
import type { Lang } from '../app/lang.js';

// The table's words for commands, tribes, phases and cards. German and English are the rule set's
// own (src/games/fall-of-rome/play/labels.ts, which speaks those two); Dutch and French are here,
// with the Dutch rule text's terms (legioenen, stam, marcheren, varen, samenspannen, bondgenootschap
// sluiten, barbaren inhuren, binnenvallen, invasiegraad, verval) and those of the French edition,
// "La Chute de Rome" (légions, tribu, marcher, naviguer, conspirer, s’allier, enrôler, déclin).

/** Dutch or French: the languages this file words itself. */
export type Own = 'nl' | 'fr';
const own = (lang: Lang): lang is Own => lang === 'nl' || lang === 'fr';

/** The tribes by id, plurals (the refusals' words: src/games/fall-of-rome/resolve/words.ts). */
export const TRIBES: Readonly<Record<Own, Readonly<Record<string, string>>>> = {
  nl: { ostrogoths: 'Ostrogoten', visigoths: 'Visigoten', huns: 'Hunnen', vandals: 'Vandalen', 'anglo-saxons': 'Angelsaksen & Franken' },
  fr: { ostrogoths: 'Ostrogoths', visigoths: 'Wisigoths', huns: 'Huns', vandals: 'Vandales', 'anglo-saxons': 'Anglo-Saxons & Francs' },
};

/** A tribe by its id in the page's language (English keeps the id, as the rule set's labels do). */
export function tribeLabel(id: string, lang: Lang): string {
  return own(lang) ? (TRIBES[lang][id] ?? id) : tribeName(id, lang);
}

/** A tribe by its index (the log's events carry indexes). */
export function tribeAt(index: number, lang: Lang): string {
  const id = TRIBE_INFO[index]?.id;
  return id === undefined ? `#${index}` : own(lang) ? tribeLabel(id, lang) : lang === 'de' ? (TRIBE_INFO[index]?.nameDe ?? id) : (TRIBE_INFO[index]?.name ?? id);
}

export const PHASES: Readonly<Record<Own, Readonly<Record<Phase, string>>>> = {
  nl: { actions: 'acties', draw: 'kaarten trekken', invade: 'steden binnenvallen', over: 'einde van het spel' },
  fr: { actions: 'actions', draw: 'pioche', invade: 'invasion des villes', over: 'fin de la partie' },
};

export function phaseLabel(phase: Phase, lang: Lang): string {
  return own(lang) ? PHASES[lang][phase] : phaseName(phase, lang);
}

const REVOLT: Readonly<Record<Own, string>> = { nl: 'opstand', fr: 'révolte' };

/** A card as the page names it: revolts by the language's word; city cards ("Roma/Hu") and events (Latin titles) keep their names. */
export function cardLabel(card: string, lang: Lang): string {
  if (own(lang)) return card.startsWith('revolt-') ? `${REVOLT[lang]} (${card.slice(7)})` : cardTitle(card);
  return lang === 'de' ? cardDe(card) : cardTitle(card);
}

/** Kinds of command, as headings over their choices. */
export const KINDS: Readonly<Record<Own, Readonly<Record<FrCommand['type'], string>>>> = {
  nl: {
    march: 'Marcheren',
    sail: 'Varen',
    'build-fort': 'Een fort bouwen',
    recruit: 'Leger rekruteren',
    battle: 'Vechten',
    conspire: 'Samenspannen',
    trade: 'Handelen',
    ally: 'Bondgenootschap sluiten',
    enlist: 'Barbaren inhuren',
    reinforce: 'Legioen toevoegen',
    levy: 'Legioenen lichten',
    transfer: 'Reizen via een fort',
    consult: 'Vestalis-stapel',
    draw: 'Kaarten trekken',
    invade: 'Steden binnenvallen',
    continue: 'Tweede opstand',
    reorder: 'Barbaarkaarten herschikken',
    remove: 'Barbaren verwijderen',
    discard: 'Afleggen',
    'put-back': 'Terugleggen',
    undo: 'Terugnemen',
    event: 'Gebeurteniskaart',
  },
  fr: {
    march: 'Marcher',
    sail: 'Naviguer',
    'build-fort': 'Construire un fort',
    recruit: 'Recruter',
    battle: 'Combattre',
    conspire: 'Conspirer',
    trade: 'Commercer',
    ally: 'S’allier',
    enlist: 'Enrôler des barbares',
    reinforce: 'Renforcer',
    levy: 'Lever des légions',
    transfer: 'Voyager par un fort',
    consult: 'Pioche Vestalis',
    draw: 'Piocher',
    invade: 'Invasion des villes',
    continue: 'Seconde révolte',
    reorder: 'Réorganiser les cartes Barbare',
    remove: 'Retirer des barbares',
    discard: 'Défausser',
    'put-back': 'Remettre',
    undo: 'Annuler',
    event: 'Carte Événement',
  },
};

export function kindLabel(type: string, lang: Lang): string {
  return own(lang) ? (KINDS[lang][type as FrCommand['type']] ?? type) : commandKind(type, lang);
}

/** The words the command labels are built of. */
interface Verbs {
  readonly legions: (n: number) => string;
  readonly barbarians: (n: number) => string;
  readonly withAlong: string;
  readonly and: string;
  readonly discard: (card: string) => string;
  readonly recruit: string;
  readonly march: string;
  readonly sail: string;
  readonly fort: string;
  readonly fortFrom: (city: string) => string;
  readonly battle: string;
  readonly dice: (n: number) => string;
  readonly faces: string;
  readonly conspire: string;
  readonly trade: string;
  readonly give: (card: string, to: string) => string;
  readonly take: (card: string, from: string) => string;
  readonly treasuryTo: string;
  readonly treasuryFrom: string;
  readonly ally: (tribe: string) => string;
  readonly enlist: (tribe: string) => string;
  readonly reinforce: (city: string) => string;
  readonly levy: (n: number) => string;
  readonly transfer: (city: string) => string;
  readonly consult: string;
  readonly draw2: string;
  readonly draw3: string;
  readonly invade: string;
  readonly cont: string;
  readonly remove: string;
  readonly putBack: (card: string) => string;
  readonly reorder: string;
  readonly andRemove: (card: string) => string;
  readonly undo: string;
  readonly play: (title: string) => string;
  readonly pawn: string;
  readonly takeCard: string;
  readonly fortOf: string;
  readonly gives: string;
  readonly giveWord: string;
  readonly takeWord: string;
  readonly corrupt: string;
  readonly to: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const VERBS: Readonly<Record<Own, Verbs>> = {
  nl: {
    legions: (n) => count(n, 'legioen', 'legioenen'),
    barbarians: (n) => count(n, 'barbaar', 'barbaren'),
    withAlong: 'met',
    and: 'en',
    discard: (card) => `${card} afleggen`,
    recruit: 'leger rekruteren',
    march: 'marcheren naar',
    sail: 'varen naar',
    fort: 'een fort bouwen',
    fortFrom: (city) => `het fort uit ${city} verplaatsen`,
    battle: 'vechten',
    dice: (n) => count(n, 'dobbelsteen', 'dobbelstenen'),
    faces: 'ogen',
    conspire: 'Samenspannen',
    trade: 'Handelen',
    give: (card, to) => `${card} geven aan ${to}`,
    take: (card, from) => `${card} nemen van ${from}`,
    treasuryTo: 'de schatkist',
    treasuryFrom: 'de schatkist',
    ally: (tribe) => `bondgenootschap sluiten met de ${tribe}`,
    enlist: (tribe) => `${tribe} inhuren`,
    reinforce: (city) => `een legioen toevoegen in ${city}`,
    levy: (n) => `${count(n, 'legioen', 'legioenen')} lichten`,
    transfer: (city) => `via een fort reizen naar ${city}`,
    consult: 'van de Vestalis-stapel trekken',
    draw2: 'acties beëindigen: 2 kaarten trekken',
    draw3: 'acties beëindigen: 3 kaarten trekken, 1 terugleggen',
    invade: 'steden binnenvallen',
    cont: 'de tweede opstand afhandelen',
    remove: 'verwijderen:',
    putBack: (card) => `${card} terugleggen`,
    reorder: 'de bovenste barbaarkaarten herschikken:',
    andRemove: (card) => `en ${card} verwijderen`,
    undo: 'actie terugnemen',
    play: (title) => `speel ${title}`,
    pawn: 'pion',
    takeCard: 'neem',
    fortOf: 'fort van',
    gives: 'geeft',
    giveWord: 'geven',
    takeWord: 'nemen',
    corrupt: '(corrupt)',
    to: 'naar',
  },
  fr: {
    legions: (n) => count(n, 'légion', 'légions'),
    barbarians: (n) => count(n, 'barbare', 'barbares'),
    withAlong: 'avec',
    and: 'et',
    discard: (card) => `défausser ${card}`,
    recruit: 'recruter des légions',
    march: 'marcher vers',
    sail: 'naviguer vers',
    fort: 'construire un fort',
    fortFrom: (city) => `déplacer le fort de ${city}`,
    battle: 'combattre',
    dice: (n) => count(n, 'dé', 'dés'),
    faces: 'faces',
    conspire: 'Conspirer',
    trade: 'Commercer',
    give: (card, to) => `donner ${card} à ${to}`,
    take: (card, from) => `prendre ${card} à ${from}`,
    treasuryTo: 'au trésor',
    treasuryFrom: 'au trésor',
    ally: (tribe) => `s’allier aux ${tribe}`,
    enlist: (tribe) => `enrôler les ${tribe}`,
    reinforce: (city) => `ajouter une légion à ${city}`,
    levy: (n) => `lever ${count(n, 'légion', 'légions')}`,
    transfer: (city) => `voyager par un fort jusqu’à ${city}`,
    consult: 'piocher dans la pioche Vestalis',
    draw2: 'finir les actions : piocher 2 cartes',
    draw3: 'finir les actions : piocher 3 cartes, en remettre 1',
    invade: 'invasion des villes',
    cont: 'résoudre la seconde révolte',
    remove: 'retirer :',
    putBack: (card) => `remettre ${card}`,
    reorder: 'réorganiser les cartes Barbare du dessus :',
    andRemove: (card) => `et retirer ${card}`,
    undo: 'annuler l’action',
    play: (title) => `jouer ${title}`,
    pawn: 'pion',
    takeCard: 'prendre',
    fortOf: 'fort de',
    gives: 'donne',
    giveWord: 'donner',
    takeWord: 'prendre',
    corrupt: '(corrompu)',
    to: 'vers',
  },
};

/** What goes along a move: " met 2 legioenen en Hunnen×1" / " avec 2 légions et Huns×1"; empty for nothing. */
function along(lang: Own, legions: number | undefined, barbarians: Readonly<Record<string, number>> | undefined): string {
  const v = VERBS[lang];
  const parts = [legions ? v.legions(legions) : '', barbarians === undefined ? '' : escort(lang, barbarians)].filter((p) => p !== '');
  return parts.length === 0 ? '' : ` ${v.withAlong} ${parts.join(` ${v.and} `)}`;
}

const escort = (lang: Own, barbarians: Readonly<Record<string, number>>) =>
  Object.entries(barbarians)
    .map(([t, n]) => `${tribeLabel(t, lang)}×${n}`)
    .join(' ');

/** Barbarians to remove, counted by city and tribe: "2 Roma: Hunnen, 1 Ravenna: Vandalen". */
function removalsText(lang: Own, removals: readonly Removal[]): string {
  const counts = new Map<string, number>();
  for (const r of removals) {
    const what = `${r.city}: ${tribeLabel(r.tribe, lang)}`;
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return `− ${[...counts].map(([what, n]) => `${n} ${what}`).join(', ')}`;
}

/** A command as a button in the page's language. */
export function commandLabelIn(command: FrCommand, lang: Lang): string {
  if (!own(lang)) return commandLabel(command, lang);
  const v = VERBS[lang];
  const card = (id: string) => cardLabel(id, lang);
  const discarding = (id: string | undefined) => (id === undefined ? '' : ` (${v.discard(card(id))})`);
  switch (command.type) {
    case 'recruit':
      return v.recruit;
    case 'march':
      return `${v.march} ${command.to}${along(lang, command.legions, command.barbarians)}`;
    case 'sail':
      return `${v.sail} ${command.to}${discarding(command.card)}${along(lang, command.legions, command.barbarians)}`;
    case 'build-fort':
      return `${v.fort}${command.card === undefined ? ` (${v.legions(2)})` : discarding(command.card)}${command.from === undefined ? '' : `, ${v.fortFrom(command.from)}`}`;
    case 'battle':
      return `${v.battle}${command.dice ? `, ${v.dice(command.dice)}` : ''}${command.set ? ` (${v.faces} ${command.set.join(' ')})` : ''}`;
    case 'conspire':
    case 'trade': {
      const other = command.with === 'treasury' ? (command.direction === 'give' ? v.treasuryTo : v.treasuryFrom) : command.with;
      const what = command.direction === 'give' ? v.give(card(command.card), other) : v.take(card(command.card), other);
      // French "à" with "au trésor" is already said.
      const said = lang === 'fr' && command.with === 'treasury' ? what.replace(' à au ', ' au ') : what;
      return `${command.type === 'trade' ? v.trade : v.conspire}: ${said}`;
    }
    case 'ally':
      return `${v.ally(tribeLabel(command.tribe, lang))} (${v.discard(command.cards.map(card).join(', '))})`;
    case 'enlist':
      return `${v.enlist(tribeLabel(command.tribe, lang))}${discarding(command.card)}${command.legions !== undefined ? ` ${v.withAlong} ${v.legions(command.legions)}` : ''}`;
    case 'reinforce':
      return v.reinforce(command.city);
    case 'levy':
      return `${v.levy(command.legions ?? 2)}${discarding(command.card)}`;
    case 'transfer':
      return `${v.transfer(command.to)}${along(lang, command.legions, undefined)}${discarding(command.card)}`;
    case 'consult':
      return `${v.consult}${discarding(command.card)}`;
    case 'draw':
      return command.three === true ? v.draw3 : v.draw2;
    case 'invade':
      return v.invade;
    case 'continue':
      return v.cont;
    case 'remove':
      return `${v.remove} ${command.tribes.map((t) => tribeLabel(t, lang)).join(', ')}`;
    case 'discard':
      return v.discard(card(command.card));
    case 'put-back':
      return v.putBack(card(command.card));
    case 'reorder':
      return `${v.reorder} ${command.order.map(card).join(', ')}${command.remove === undefined ? '' : ` ${v.andRemove(card(command.remove))}`}`;
    case 'undo':
      return v.undo;
    case 'event':
      return eventCommand(command, lang);
  }
}

/** An event card as a button: the card and whatever the choice names. */
function eventCommand(command: Extract<FrCommand, { type: 'event' }>, lang: Own): string {
  const v = VERBS[lang];
  const parts: string[] = [v.play(cardTitle(command.card))];
  for (const value of [command.to, command.city]) if (value !== undefined) parts.push(value);
  if (command.pawn !== undefined) parts.push(`${v.pawn} ${command.pawn}`);
  if (command.take !== undefined) parts.push(`${v.takeCard} ${cardLabel(command.take, lang)}`);
  if (command.from !== undefined) parts.push(`${v.fortOf} ${command.from}`);
  if (command.cities !== undefined) parts.push(command.cities.length === 0 ? '—' : command.cities.join(', '));
  if (command.moves !== undefined) parts.push(command.moves.map((m) => `${m.seat} → ${m.to}${m.legions ? ` +${m.legions} L` : ''}${m.barbarians === undefined ? '' : ` + ${escort(lang, m.barbarians)}`}`).join(', '));
  if (command.a !== undefined && command.b !== undefined) parts.push(`${command.a} ${v.gives} ${cardLabel(String(command.aCard), lang)}, ${command.b} ${v.gives} ${cardLabel(String(command.bCard), lang)}`);
  if (command.legions !== undefined && command.legions > 0) parts.push(`+${command.legions} L`);
  const c = command as unknown as Readonly<Record<string, unknown>>;
  if (typeof c.tribe === 'string') parts.push(tribeLabel(c.tribe, lang));
  if (typeof c.with === 'string') parts.push(c.with);
  if (c.direction === 'give' || c.direction === 'take') parts.push(c.direction === 'give' ? v.giveWord : v.takeWord);
  if (typeof c.barbarians === 'object' && c.barbarians !== null && !Array.isArray(c.barbarians)) parts.push(`+ ${escort(lang, c.barbarians as Readonly<Record<string, number>>)}`);
  if (command.dice !== undefined) parts.push(v.dice(command.dice));
  if (command.set !== undefined) parts.push(`[${command.set.join(' ')}]`);
  if (Array.isArray(c.tribes)) parts.push((c.tribes as string[]).map((t) => tribeLabel(t, lang)).join(', '));
  if (Array.isArray(c.order)) parts.push((c.order as string[]).map((card) => cardLabel(card, lang)).join(' › '));
  if (command.removals !== undefined) parts.push(removalsText(lang, command.removals));
  if (c.three === true) parts.push('×3');
  if (command.corrupt === true) parts.push(v.corrupt);
  return parts.join(' ');
}

/** Why a draft cannot be played yet, by the rules' problem code (as the rule set words it in German). */
export const REASONS: Readonly<Record<Own, Readonly<Record<string, string>>>> = {
  nl: {
    'too-many': 'Te veel barbaren gekozen.',
    'wrong-count|removals': 'Kies zoveel barbaren als de kaart vraagt.',
    'wrong-count|moves': 'Kies minstens één pion en zijn bestemming.',
    'too-few-barbarians': 'Zoveel barbaren staan daar niet.',
    'one-colour': 'De barbaren moeten van één stam zijn.',
    'one-city': 'De barbaren moeten in één stad staan.',
    'same-city': 'Het gewone effect neemt barbaren uit een andere stad dan die van het gevecht.',
    'too-few-legions': 'Zoveel legioenen staan daar niet.',
    'not-allied': 'Deze stam is geen bondgenoot.',
    'too-many-barbarians': 'Op de bestemming zouden meer dan 3 barbaren van één stam staan.',
    'escort-too-large': 'De Regina Foederata neemt hoogstens 3 legioenen en barbaren mee.',
    'bad-set-dice': 'Geef voor elke dobbelsteen van het gevecht precies één aantal ogen op.',
  },
  fr: {
    'too-many': 'Trop de barbares choisis.',
    'wrong-count|removals': 'Choisissez autant de barbares que la carte le demande.',
    'wrong-count|moves': 'Choisissez au moins un pion et sa destination.',
    'too-few-barbarians': 'Il n’y a pas autant de barbares à cet endroit.',
    'one-colour': 'Les barbares doivent être d’une seule tribu.',
    'one-city': 'Les barbares doivent se trouver dans une seule ville.',
    'same-city': 'L’effet normal retire des barbares d’une autre ville que celle de la bataille.',
    'too-few-legions': 'Il n’y a pas autant de légions à cet endroit.',
    'not-allied': 'Cette tribu n’est pas alliée.',
    'too-many-barbarians': 'Il y aurait plus de 3 barbares d’une même tribu à la destination.',
    'escort-too-large': 'La Regina Foederata emmène au plus 3 légions et barbares.',
    'bad-set-dice': 'Indiquez exactement une face pour chaque dé de la bataille.',
  },
};

/** Why a draft cannot be played yet, in the page's language; where neither this table nor the rules word it in Dutch or French, the rules' English. */
export function reasonIn(problem: Problem, lang: Lang): string {
  if (!own(lang)) return draftReason(problem, lang);
  const worded = REASONS[lang][`${problem.code}|${problem.where ?? ''}`] ?? REASONS[lang][problem.code];
  if (worded !== undefined) return worded;
  const text = problemText(problem, lang);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

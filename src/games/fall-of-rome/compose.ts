import type { Escort, EventCommand, FrCommand, PawnMove, Removal } from './commands.js';
import { checkCommand } from './resolve/dispatch.js';
import { problemText, type Problem } from '../../kernel/problems.js';
import type { Lang } from './play/lang.js';
import type { FrView } from './view.js';
import { stateFromView } from './view-state.js';

/**
 * Events whose targets are lists too many to offer as ready-made choices: barbarians taken from
 * any cities, several pawns each to its own city. The player builds the list part by part.
 */
export const COMPOSED: Readonly<Record<string, 'removals' | 'moves'>> = {
  'mortui-non-mordent': 'removals',
  'mors-tua-vita-mea': 'removals',
  'vae-victis': 'removals',
  'festina-lente': 'moves',
};

/** A card to compose and the forms of it the rules accept now (corrupt Festina lente only: its normal play is one pawn, every choice offered). */
export interface Composable {
  readonly card: string;
  readonly forms: readonly boolean[];
}

/** The composable cards among the offered plays: a form counts when the rules offered some play of it at this moment. */
export function composableCards(offered: readonly FrCommand[]): Composable[] {
  const forms = new Map<string, Set<boolean>>();
  for (const command of offered) {
    if (command.type !== 'event' || COMPOSED[command.card] === undefined) continue;
    const corrupt = command.corrupt === true;
    if (COMPOSED[command.card] === 'moves' && !corrupt) continue;
    forms.set(command.card, (forms.get(command.card) ?? new Set()).add(corrupt));
  }
  return [...forms].map(([card, set]) => ({ card, forms: [false, true].filter((f) => set.has(f)) }));
}

/** One pawn's part of a composed Festina lente: where it goes (none: it stays), legions and, for the Regina Foederata, barbarians along. */
export interface PawnDraft {
  readonly seat: string;
  readonly to?: string;
  readonly legions: number;
  readonly escort?: { readonly tribe: string; readonly count: number };
}

function escortOf(draft: PawnDraft): Escort | undefined {
  return draft.escort === undefined || draft.escort.count === 0 ? undefined : { [draft.escort.tribe]: draft.escort.count };
}

/** The command a draft stands for: removals in the order added, moves of the pawns given a city. */
export function draftCommand(card: string, corrupt: boolean, removals: readonly Removal[], pawns: readonly PawnDraft[]): EventCommand {
  if (COMPOSED[card] === 'removals') return { type: 'event', card, corrupt, removals };
  const moves: PawnMove[] = pawns.flatMap((p) => {
    if (p.to === undefined) return [];
    const barbarians = escortOf(p);
    return [{ seat: p.seat, to: p.to, ...(p.legions > 0 ? { legions: p.legions } : {}), ...(barbarians ? { barbarians } : {}) }];
  });
  return { type: 'event', card, corrupt, moves };
}

/** What the rules say to the draft on what this seat sees: nothing when it may be played. */
export function draftProblems(view: FrView, command: FrCommand): readonly Problem[] {
  return checkCommand(stateFromView(view), view.seat, command);
}

/** The barbarians still to pick: each city's cubes by tribe, less those the draft already names. */
export function removable(view: FrView, removals: readonly Removal[]): Removal[] {
  const out: Removal[] = [];
  for (const city of view.cities) {
    for (const [tribe, n] of Object.entries(city.barbarians)) {
      const taken = removals.filter((r) => r.city === city.name && r.tribe === tribe).length;
      if ((n ?? 0) > taken) out.push({ city: city.name, tribe });
    }
  }
  return out;
}

/** Every pawn as it stands, going nowhere yet. */
export function pawnsAtRest(view: FrView): PawnDraft[] {
  return view.players.map((p) => ({ seat: p.seat, legions: 0 }));
}

/** Why a draft cannot be played yet: in German, Dutch and French worded for the composer by the rules' problem code, else the rules' text in that language; English keeps the rules' own message. */
const REASONS_DE: Readonly<Record<string, string>> = {
  'too-many': 'Zu viele Barbaren gewählt.',
  'wrong-count|removals': 'Wähle so viele Barbaren, wie die Karte verlangt.',
  'wrong-count|moves': 'Wähle mindestens eine Figur und ihr Ziel.',
  'too-few-barbarians': 'So viele Barbaren stehen dort nicht.',
  'one-colour': 'Die Barbaren müssen von einem Stamm sein.',
  'one-city': 'Die Barbaren müssen in einer Stadt stehen.',
  'same-city': 'Die normale Wirkung nimmt Barbaren aus einer anderen Stadt als der der Schlacht.',
  'too-few-legions': 'So viele Legionen stehen dort nicht.',
  'not-allied': 'Dieser Stamm ist nicht verbündet.',
  'too-many-barbarians': 'Am Ziel stünden mehr als 3 Barbaren eines Stammes.',
  'escort-too-large': 'Die Regina Foederata nimmt höchstens 3 Legionen und Barbaren mit.',
  'bad-set-dice': 'Gib für jeden Würfel der Schlacht genau eine Augenzahl an.',
};

/** The same in Dutch (the rule text's words: legioenen, stam, gevecht) and French. */
const REASONS_NL: Readonly<Record<string, string>> = {
  'too-many': 'Te veel barbaren gekozen.',
  'wrong-count|removals': 'Kies zoveel barbaren als de kaart vraagt.',
  'wrong-count|moves': 'Kies minstens één pion en zijn bestemming.',
  'too-few-barbarians': 'Zoveel barbaren staan daar niet.',
  'one-colour': 'De barbaren moeten van één stam zijn.',
  'one-city': 'De barbaren moeten in één stad staan.',
  'same-city': 'Het normale effect verwijdert barbaren uit een andere stad dan die van het gevecht.',
  'too-few-legions': 'Zoveel legioenen staan daar niet.',
  'not-allied': 'Deze stam is geen bondgenoot.',
  'too-many-barbarians': 'Op de bestemming zouden meer dan 3 barbaren van één stam staan.',
  'escort-too-large': 'De Regina Foederata neemt hoogstens 3 legioenen en barbaren mee.',
  'bad-set-dice': 'Geef voor elke dobbelsteen van het gevecht precies één worp op.',
};

const REASONS_FR: Readonly<Record<string, string>> = {
  'too-many': 'Trop de barbares choisis.',
  'wrong-count|removals': 'Choisis autant de barbares que la carte le demande.',
  'wrong-count|moves': 'Choisis au moins un pion et sa destination.',
  'too-few-barbarians': 'Il n’y a pas autant de barbares à cet endroit.',
  'one-colour': 'Les barbares doivent être d’une seule tribu.',
  'one-city': 'Les barbares doivent se trouver dans une seule ville.',
  'same-city': 'L’effet normal ôte des barbares d’une autre ville que celle de la bataille.',
  'too-few-legions': 'Il n’y a pas autant de légions à cet endroit.',
  'not-allied': 'Cette tribu n’est pas alliée.',
  'too-many-barbarians': 'La destination compterait plus de 3 barbares d’une même tribu.',
  'escort-too-large': 'La Regina Foederata emmène au plus 3 légions et barbares.',
  'bad-set-dice': 'Indique exactement une face pour chaque dé de la bataille.',
};

const REASONS: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = { de: REASONS_DE, nl: REASONS_NL, fr: REASONS_FR };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

export function draftReason(problem: Problem, lang: Lang): string {
  if (lang === 'en') return problem.message;
  const reasons = REASONS[lang];
  return reasons[`${problem.code}|${problem.where ?? ''}`] ?? reasons[problem.code] ?? capitalised(problemText(problem, lang));
}

/**
 * Veni, vidi, vici's battle after Alea iacta est: the faces are a part the player adds to the chosen
 * play (every city, escort and number of dice times every set of faces is too many to list).
 */
export function facesAsked(view: FrView, command: FrCommand): boolean {
  return view.flags.setDice !== 'none' && command.type === 'event' && command.card === 'veni-vidi-vici' && command.set === undefined;
}

/** The play with the faces typed ("6 6 5"); the play as it is for an empty text (the dice are rolled); undefined for a text that is not 1–3 faces from 1 to 6. */
export function withFaces(command: FrCommand, text: string): FrCommand | undefined {
  const words = text.trim().split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return command;
  if (words.length > 3 || !words.every((w) => /^[1-6]$/.test(w))) return undefined;
  return { ...command, set: words.map(Number) } as FrCommand;
}

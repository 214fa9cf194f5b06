import { CITY_NAMES } from '../data/cities.js';
import { isRevolt } from '../data/cards.js';
import { ROLE_TEXT } from '../data/roles.js';
import type { FaceKind } from '../data/options.js';
import { TRIBE_INFO } from '../data/tribes.js';
import { tribeName } from '../resolve/words.js';
import { applyEvent } from '../apply.js';
import type { FrEvent } from '../events.js';
import { cubesAt, invasionRate, recruitmentRate, type FrState } from '../state.js';
import type { Paint } from './colour.js';
import { counted, fill, TEXTS, type Lang } from './lang.js';
import { cardText } from './names.js';

export const TRIBE_NAMES: Readonly<Record<Lang, readonly string[]>> = {
  en: TRIBE_INFO.map((t) => t.name),
  de: TRIBE_INFO.map((t) => t.nameDe),
  nl: TRIBE_INFO.map((_, i) => tribeName(i, 'nl')),
  fr: TRIBE_INFO.map((_, i) => tribeName(i, 'fr')),
};

const city = (c: number): string => CITY_NAMES[c] as string;

/**
 * What happened, sentence by sentence, for the events of one command (already redacted for the
 * reader): dice and their faces, battles with both sides' losses, cards, invasions, sacks and
 * their chains, revolts, decline and the tracks. `before` is the state the events start from.
 * Seats are told by their roles ("Consul"), cards by city and tribe ("Roma (Huns)").
 */
export function storyLines(before: FrState, events: readonly FrEvent[], lang: Lang, p: Paint): string[] {
  const tx = TEXTS[lang];
  const tribe = (t: number) => p.tribe(t, TRIBE_NAMES[lang][t] as string);
  const card = (c: string) => cardText(c, lang);
  const lines: string[] = [];
  let s = before;
  /** Inside a sack's chain, spread cubes are marked as such. */
  let chain = false;
  events.forEach((e, i) => {
    const after = applyEvent(s, e);
    const next = events[i + 1];
    const seat = (i: number) => {
      const role = s.roles[i];
      return role === undefined ? '?' : ROLE_TEXT[role].title;
    };
    const prefix = chain ? tx.spread : '';
    switch (e.t) {
      case 'undone':
        lines.push(fill(tx.undone, { seat: seat(e.seat) }));
        break;
      case 'phase':
        chain = false;
        if (e.phase === 'draw') lines.push(p.dim(fill(tx.drawPhase, { seat: seat(e.active) })));
        else if (e.phase === 'invade') {
          const n = after.flags.skipInvasion ? 0 : Math.max(0, invasionRate(after) - after.flags.fewerInvasions);
          lines.push(p.dim(fill(tx.invadePhase, { cards: counted(lang, n, 'barbarianCard') })));
        }
        // A new turn is shown by the board the terminal prints.
        break;
      case 'pawn':
        lines.push(fill(tx.pawn, { seat: seat(e.seat), city: city(e.city) }));
        break;
      case 'draw':
        lines.push(fill(tx.draw, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'revolt':
        lines.push(p.bad(fill(tx.revolt, { seat: seat(e.seat) })));
        break;
      case 'revolts':
        if (e.resolved > s.revoltsResolved) lines.push(p.bad(tx.revoltResolve));
        break;
      case 'discard':
        lines.push(fill(tx.discard, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'give':
        lines.push(fill(tx.give, { card: card(e.card), from: seat(e.from), to: seat(e.to) }));
        break;
      case 'treasury':
        lines.push(fill(e.into ? tx.treasuryIn : tx.treasuryOut, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'retrieve':
        lines.push(fill(tx.retrieve, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'consult':
        lines.push(fill(tx.consult, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'put-back':
        lines.push(fill(tx.putBack, { seat: seat(e.seat), card: card(e.card) }));
        break;
      case 'event':
        lines.push(p.bold(fill(tx.event, { seat: seat(e.seat), card: card(e.card) }) + (e.corrupt ? tx.corrupt : '')));
        break;
      case 'reveal':
        chain = false;
        if (!isRevolt(e.card)) lines.push(fill(tx.turned, { card: card(e.card), from: e.from === 'bottom' ? tx.fromBottom : '' }));
        break;
      case 'shuffle':
        lines.push(p.dim(fill(tx.shuffle, { n: e.order.length })));
        break;
      case 'reorder':
        lines.push(fill(tx.reorder, { seat: seat(e.seat), n: e.top.length }));
        break;
      case 'bury':
        lines.push(fill(tx.bury, { card: card(e.card) }));
        break;
      case 'invasion-rate':
        lines.push(fill(tx.invasionRate, { rate: invasionRate(after), recruit: recruitmentRate(after) }));
        break;
      case 'decline':
        lines.push(p.bad(fill(tx.decline, { value: e.value, limit: s.rules.declineLimit })));
        break;
      case 'ally':
        lines.push(p.good(fill(tx.ally, { tribe: TRIBE_NAMES[lang][e.tribe] as string })));
        break;
      case 'battle': {
        const faces = e.dice.map((v) => `${v}=${tx.faces[s.rules.dieFaces[v - 1] as FaceKind] ?? '?'}`).join(', ');
        lines.push(p.bold(fill(e.set ? tx.battleSet : tx.battle, { city: city(e.city), seat: seat(e.seat), dice: `[${faces}]` })));
        lines.push(fill(tx.battleResult, { remove: e.remove, lose: e.lose, gain: e.gain > 0 ? `, +${e.gain}` : '' }));
        break;
      }
      case 'invade':
        lines.push(fill(tx.invade, { tribe: tribe(e.tribe), city: city(e.city) }));
        break;
      case 'blocked':
        lines.push(prefix + fill(tx.blocked.trimStart(), { city: city(e.city), tribe: tribe(e.tribe), lost: counted(lang, e.lost, 'legion') }));
        break;
      case 'sacked':
        lines.push(prefix + p.bad(fill(tx.sacked, { city: city(e.city), tribe: tribe(e.tribe) })));
        chain = true;
        break;
      case 'cubes': {
        const total = cubesAt(after, e.city, e.tribe);
        lines.push(prefix + fill(e.n > 0 ? tx.cubesUp : tx.cubesDown, { city: city(e.city), tribe: tribe(e.tribe), n: Math.abs(e.n), total }));
        break;
      }
      case 'legions': {
        // The legions an arriving barbarian costs are told by the 'blocked' line that follows.
        if (next?.t === 'blocked' && next.city === e.city) break;
        const total = after.legions[e.city] as number;
        lines.push(prefix + p.legion(fill(e.n > 0 ? tx.legionsUp : tx.legionsDown, { city: city(e.city), n: Math.abs(e.n), total })));
        break;
      }
      case 'fort':
        lines.push(prefix + fill(e.on ? tx.fortOn : tx.fortOff, { city: city(e.city) }));
        break;
      case 'pending':
        if (e.pending !== null) lines.push(p.dim(fill(tx.waiting, { seat: seat(e.pending.seat), kind: tx.choices[e.pending.kind] })));
        break;
      case 'end':
        lines.push(e.result.outcome === 'won' ? p.good(fill(tx.won, { cause: tx.causes[e.result.cause] })) : p.bad(fill(tx.lost, { cause: tx.causes[e.result.cause] })));
        break;
      default:
        break;
    }
    s = after;
  });
  return lines;
}

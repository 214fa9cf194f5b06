import type { FrCommand } from '../../../src/games/fall-of-rome/commands.js';
import { CITY_NAMES } from '../../../src/games/fall-of-rome/data/cities.js';
import { TRIBE_INFO } from '../../../src/games/fall-of-rome/data/tribes.js';
import type { FrEvent } from '../../../src/games/fall-of-rome/events.js';

/** A command as a button label: its kind and what it names. */
export function commandLabel(command: FrCommand): string {
  const c = command as Record<string, unknown>;
  const parts: string[] = [command.type];
  for (const key of ['card', 'to', 'city', 'tribe', 'with', 'direction']) if (typeof c[key] === 'string') parts.push(c[key] as string);
  if (typeof c.take === 'string') parts.push(`take ${c.take}`);
  if (typeof c.from === 'string') parts.push(`fort from ${c.from}`);
  if (Array.isArray(c.cities)) parts.push((c.cities as string[]).length === 0 ? '—' : (c.cities as string[]).join(', '));
  if (Array.isArray(c.moves)) parts.push((c.moves as { seat: string; to: string }[]).map((m) => `${m.seat} → ${m.to}`).join(', '));
  if (typeof c.a === 'string' && typeof c.b === 'string') parts.push(`${c.a} gives ${String(c.aCard)}, ${c.b} gives ${String(c.bCard)}`);
  if (typeof c.legions === 'number' && c.legions > 0) parts.push(`+${c.legions} L`);
  if (Array.isArray(c.tribes)) parts.push((c.tribes as string[]).join(', '));
  if (Array.isArray(c.order)) parts.push((c.order as string[]).join(' › '));
  if (Array.isArray(c.removals)) {
    // "remove Roma: 2 huns, Ravenna: 1 vandals"
    const counts = new Map<string, number>();
    for (const r of c.removals as { city: string; tribe: string }[]) counts.set(`${r.city}: ${r.tribe}`, (counts.get(`${r.city}: ${r.tribe}`) ?? 0) + 1);
    parts.push(`− ${[...counts].map(([what, n]) => `${n} ${what}`).join(', ')}`);
  }
  if (c.three === true) parts.push('×3');
  if (c.corrupt === true) parts.push('(corrupt)');
  return parts.join(' ');
}

const city = (i: number) => CITY_NAMES[i] ?? `#${i}`;
const tribe = (i: number) => TRIBE_INFO[i]?.name ?? `#${i}`;
const seat = (i: number) => `p${i + 1}`;

/** One log event in words; events that only keep the books (begin, flags …) say nothing. */
export function eventText(event: FrEvent): string | undefined {
  switch (event.t) {
    case 'pawn':
      return `${seat(event.seat)} → ${city(event.city)}`;
    case 'legions':
      return `${city(event.city)}: ${event.n} legions`;
    case 'fort':
      return `${city(event.city)}: fort ${event.on ? 'built' : 'removed'}`;
    case 'cubes':
      return `${city(event.city)}: ${tribe(event.tribe)} ${event.n}`;
    case 'draw':
      return `${seat(event.seat)} draws ${event.card}`;
    case 'revolt':
      return `${seat(event.seat)}: revolt ${event.card}`;
    case 'discard':
      return `${seat(event.seat)} discards ${event.card}`;
    case 'give':
      return `${event.card}: ${seat(event.from)} → ${seat(event.to)}`;
    case 'treasury':
      return `${seat(event.seat)} ${event.into ? 'stores' : 'takes'} ${event.card} ${event.into ? 'in' : 'from'} the treasury`;
    case 'consult':
      return `${seat(event.seat)} draws ${event.card} from the Vestalis deck`;
    case 'retrieve':
      return `${seat(event.seat)} takes ${event.card} from the discard`;
    case 'put-back':
      return `${seat(event.seat)} puts ${event.card} back`;
    case 'event':
      return `${seat(event.seat)} plays ${event.card}${event.corrupt ? ' (corrupt)' : ''}`;
    case 'reveal':
      return `barbarian card ${event.card}`;
    case 'battle':
      return `${seat(event.seat)} battles in ${city(event.city)}: dice ${event.dice.join(' ')} → ${event.remove} barbarians removed, ${event.lose} legions lost`;
    case 'invade':
      return `${tribe(event.tribe)} invade ${city(event.city)}`;
    case 'blocked':
      return `${tribe(event.tribe)} blocked at ${city(event.city)} (${event.lost} legions lost)`;
    case 'sacked':
      return `${tribe(event.tribe)} sack ${city(event.city)}`;
    case 'ally':
      return `alliance with the ${tribe(event.tribe)}`;
    case 'decline':
      return `decline ${event.value}`;
    case 'invasion-rate':
      return `invasion rate step ${event.step}`;
    case 'phase':
      return `turn ${event.turn}: ${seat(event.active)} · ${event.phase}`;
    case 'end':
      return `game over: ${event.result.outcome} (${event.result.cause})`;
    default:
      return undefined;
  }
}

import { EDGES, SIZE, edgeBetween, edgeName, squareName } from '../board.js';
import type { DomCommand } from '../commands.js';
import type { DomEvent } from '../events.js';
import { areaOf, seatName, type DomState } from '../state.js';

const INITIAL = ['r', 'b', 'y', 'g'];

/**
 * The board as text: each square is terrain letter, piece (# castle, + knight) and colour initial;
 * squares of a domaine show its owner's initial in capitals after the piece when empty. `|` and
 * `---` are borders; the frame is the board's edge.
 */
export function boardText(s: DomState): string {
  const lines: string[] = [];
  lines.push(`    ${Array.from({ length: SIZE }, (_, c) => ` ${String.fromCharCode(65 + c)}  `).join('')}`);
  lines.push(`   +${'---+'.repeat(SIZE)}`);
  for (let r = 0; r < SIZE; r++) {
    let row = `${String(r + 1).padStart(2)} |`;
    let under = '   +';
    for (let c = 0; c < SIZE; c++) {
      const q = r * SIZE + c;
      const castle = s.castle[q] as number;
      const knight = s.knight[q] as number;
      const info = areaOf(s, q);
      const owner = info.castles.length === 1 ? (s.castle[info.castles[0] as number] as number) : -1;
      const piece = castle >= 0 ? `#${INITIAL[castle]}` : knight >= 0 ? `+${INITIAL[knight]}` : owner >= 0 ? ` ${(INITIAL[owner] as string).toUpperCase()}` : '  ';
      row += `${s.terrain[q]}${piece}`;
      row += c === SIZE - 1 || s.areas.borders[edgeBetween(q, q + 1)] === 1 ? '|' : ' ';
      under += r === SIZE - 1 || s.areas.borders[edgeBetween(q, q + SIZE)] === 1 ? '---+' : '   +';
    }
    lines.push(row, under);
  }
  const players = Array.from({ length: s.players }, (_, p) => `${seatName(p)}: ${s.scores[p]} points, ${s.ducats[p]} ducats, ${s.knightsLeft[p]} knights left`);
  const king = s.rules.king[String(s.players) as '2' | '3' | '4'];
  lines.push(`terrain: . meadow, F forest, V village, R royal city, G S C J mines; # castle, + knight; capitals: a domaine's owner. King token at ${king}.`);
  lines.push(...players);
  if (s.alliances.length > 0) lines.push(`alliances: ${s.alliances.map((a) => `${squareName(a.a)}+${squareName(a.b)} (marker ${squareName(a.marker)})`).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

export function commandText(c: DomCommand): string {
  switch (c.type) {
    case 'found':
      return `found a castle on ${squareName(c.castle)} with a knight on ${squareName(c.knight)}`;
    case 'borders':
      return `place border${c.edges.length > 1 ? 's' : ''} on ${c.edges.map((e) => (e >= 0 && e < EDGES ? edgeName(e) : String(e))).join(', ')}`;
    case 'knights':
      return `place knight${c.squares.length > 1 ? 's' : ''} on ${c.squares.map(squareName).join(', ')}`;
    case 'expand':
      return `expand the domaine of ${squareName(c.castle)} onto ${squareName(c.square)}`;
    case 'treason':
      return `attempt treason on the knight at ${squareName(c.square)}`;
    case 'alliance':
      return `attempt an alliance of ${squareName(c.castle)} with ${c.with.map(squareName).join(', ')} (marker ${squareName(c.marker)})`;
    case 'take-ducats':
      return 'take 3 ducats';
    case 'special-income':
      return 'special income (roll a die)';
    case 'free-knight':
      return c.square === null ? 'place no free knight' : `place the free knight on ${squareName(c.square)}`;
    case 'merge':
      return `join the area to the domaine of ${squareName(c.castle)}`;
  }
}

export function eventText(e: DomEvent): string | undefined {
  switch (e.t) {
    case 'founded':
      return `${seatName(e.seat)} founds a castle on ${squareName(e.castle)}, knight on ${squareName(e.knight)}`;
    case 'turn':
      return e.turn === 0 ? undefined : `— turn ${e.turn}: ${seatName(e.seat)}`;
    case 'ducats':
      return `${seatName(e.seat)} ${e.delta > 0 ? 'gains' : 'pays'} ${Math.abs(e.delta)} ducat(s) (${e.why})`;
    case 'action':
      return undefined;
    case 'border':
      return `border ${e.on ? 'placed on' : 'taken from'} ${edgeName(e.edge)}`;
    case 'knight':
      return `${seatName(e.seat)}'s knight ${e.on ? 'placed on' : 'removed from'} ${squareName(e.square)}`;
    case 'die':
      return `${seatName(e.seat)} rolls ${e.roll} for ${e.table}: ${e.outcome === 'fail' ? 'failure, the turn passes' : e.outcome === 'knight' ? 'a free knight' : e.table === 'special-income' ? `${e.outcome} ducat(s)` : `pay ${e.outcome}`}`;
    case 'alliance':
      return `alliance of ${squareName(e.alliance.a)} and ${squareName(e.alliance.b)} ${e.on ? 'made' : 'broken'} (marker ${squareName(e.alliance.marker)})`;
    case 'pending':
      return e.pending === null ? undefined : `${seatName(e.pending.seat)} must choose: ${e.pending.kind}`;
    case 'ended':
      return `the game ends (${e.result.reason === 'king' ? 'the king token is reached' : 'every castle lies in a domaine'}): ${e.result.winners.map(seatName).join(', ')} win(s); points ${e.result.scores.join(' / ')}`;
  }
}

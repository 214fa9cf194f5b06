import { SeededDice } from '../../kernel/dice.js';
import { InputError } from '../../kernel/problems.js';
import { applyEvent } from './apply.js';
import { areaSquares, initialAreas } from './areas.js';
import { SIZE, SQUARES, colOf, edgeBetween, edgeName, rowOf, squareName } from './board.js';
import { COLOURS, seatName, type Colour, type DomState } from './state.js';
import { setupState } from './setup.js';

/**
 * A position written for people (conformance cases, tests): squares as "B2", edges as "B2-C2",
 * "A1:B2" a rectangle whose outline gets borders. Everything else is left as a fresh match has it.
 */
export interface ScenarioSpec {
  readonly players: number;
  readonly rules?: unknown;
  /** 12 rows of 12 terrain letters; all meadow when left out. */
  readonly terrain?: readonly string[];
  readonly castles?: Partial<Record<Colour, readonly string[]>>;
  readonly knights?: Partial<Record<Colour, readonly string[]>>;
  readonly borders?: readonly string[];
  readonly boxes?: readonly string[];
  readonly ducats?: readonly number[];
  readonly alliances?: readonly { a: string; b: string; marker: string }[];
  /** Whose turn it is (default red); the setup is over unless `setup` is true. */
  readonly current?: Colour;
  readonly setup?: boolean;
}

export function squareOf(name: string): number {
  const m = /^([A-L])(\d{1,2})$/.exec(name);
  const row = m === null ? -1 : Number(m[2]) - 1;
  if (m === null || row < 0 || row >= SIZE) throw new InputError([{ code: 'bad-square', message: `"${name}" is not a square (A1 … L12)` }]);
  return row * SIZE + ((m[1] as string).charCodeAt(0) - 65);
}

export function edgeOf(name: string): number {
  const [a, b] = name.split('-');
  const e = edgeBetween(squareOf(a ?? ''), squareOf(b ?? ''));
  if (e < 0) throw new InputError([{ code: 'bad-edge', message: `"${name}" is not between two neighbouring squares` }]);
  return e;
}

/** The inner edges on the outline of a rectangle "A1:C3". */
export function boxEdges(box: string): number[] {
  const [from, to] = box.split(':').map((n) => squareOf(n ?? ''));
  const r0 = Math.min(rowOf(from as number), rowOf(to as number));
  const r1 = Math.max(rowOf(from as number), rowOf(to as number));
  const c0 = Math.min(colOf(from as number), colOf(to as number));
  const c1 = Math.max(colOf(from as number), colOf(to as number));
  const out: number[] = [];
  for (let r = r0; r <= r1; r++) {
    if (c0 > 0) out.push(edgeBetween(r * SIZE + c0, r * SIZE + c0 - 1));
    if (c1 < SIZE - 1) out.push(edgeBetween(r * SIZE + c1, r * SIZE + c1 + 1));
  }
  for (let c = c0; c <= c1; c++) {
    if (r0 > 0) out.push(edgeBetween(r0 * SIZE + c, (r0 - 1) * SIZE + c));
    if (r1 < SIZE - 1) out.push(edgeBetween(r1 * SIZE + c, (r1 + 1) * SIZE + c));
  }
  return out;
}

export function buildScenario(spec: ScenarioSpec): DomState {
  let s = setupState({ players: spec.players, ...(spec.rules === undefined ? {} : { rules: spec.rules }) }, new SeededDice(1));
  s = { ...s, terrain: spec.terrain === undefined ? '.'.repeat(SQUARES) : spec.terrain.join('') };
  if (s.terrain.length !== SQUARES) throw new InputError([{ code: 'terrain', message: 'terrain must be 12 rows of 12 letters' }]);
  // The areas' values follow the scenario's terrain.
  s = { ...s, areas: initialAreas(s) };
  for (const [colour, list] of Object.entries(spec.castles ?? {})) {
    const seat = COLOURS.indexOf(colour as Colour);
    for (const name of list ?? []) {
      const c = squareOf(name);
      s = applyEvent(s, { t: 'founded', seat, castle: c, knight: c });
      s = { ...s, knight: s.knight.map((k, q) => (q === c ? -1 : k)), knightsLeft: s.knightsLeft.map((n, p) => (p === seat ? n + 1 : n)) };
    }
  }
  for (const [colour, list] of Object.entries(spec.knights ?? {})) {
    const seat = COLOURS.indexOf(colour as Colour);
    for (const name of list ?? []) s = applyEvent(s, { t: 'knight', seat, square: squareOf(name), on: true });
  }
  const edges = new Set<number>([...(spec.borders ?? []).map(edgeOf), ...(spec.boxes ?? []).flatMap(boxEdges)]);
  for (const e of [...edges].sort((x, y) => x - y)) s = applyEvent(s, { t: 'border', edge: e, on: true });
  if (spec.ducats !== undefined) s = { ...s, ducats: [...spec.ducats] };
  for (const a of spec.alliances ?? []) s = applyEvent(s, { t: 'alliance', alliance: { a: squareOf(a.a), b: squareOf(a.b), marker: squareOf(a.marker) }, on: true });
  const current = spec.current === undefined ? 0 : COLOURS.indexOf(spec.current);
  return { ...s, phase: spec.setup === true ? 'setup' : 'play', current, turn: spec.setup === true ? 0 : 1 };
}

/** A position as people read it, for expectations: names instead of numbers. */
export function summary(s: DomState): Record<string, unknown> {
  const knights: Record<string, string> = {};
  s.knight.forEach((k, q) => {
    if (k >= 0) knights[squareName(q)] = seatName(k);
  });
  const domaines: Record<string, { owner: string; size: number; value: number }> = {};
  const neutral: string[] = [];
  for (const key in s.areas.info) {
    const info = s.areas.info[key as unknown as number];
    if (info === undefined) continue;
    if (info.castles.length === 1) {
      const c = info.castles[0] as number;
      domaines[squareName(c)] = { owner: seatName(s.castle[c] as number), size: info.size, value: info.value };
    } else if (info.castles.length === 0) {
      const squares = areaSquares(s.areas.borders, s.areas.label.indexOf(Number(key)));
      neutral.push(squareName(Math.min(...squares)));
    }
  }
  const borders: string[] = [];
  s.areas.borders.forEach((b, e) => {
    if (b === 1) borders.push(edgeName(e));
  });
  return {
    phase: s.phase,
    current: seatName(s.current),
    turn: s.turn,
    ducats: s.ducats,
    scores: s.scores,
    knightsLeft: s.knightsLeft,
    castlesLeft: s.castlesLeft,
    knights,
    borders,
    domaines,
    neutral: neutral.sort(),
    areas: Object.keys(s.areas.info).length,
    alliances: s.alliances.map((a) => ({ a: squareName(a.a), b: squareName(a.b), marker: squareName(a.marker) })),
    pending:
      s.pending === null
        ? null
        : s.pending.kind === 'free-knight'
          ? { kind: 'free-knight', seat: seatName(s.pending.seat) }
          : { kind: 'merge', seat: seatName(s.pending.seat), zone: squareName(s.pending.zone), domaines: s.pending.domaines.map(squareName) },
    result: s.result === null ? null : { reason: s.result.reason, winners: s.result.winners.map(seatName), scores: s.result.scores },
  };
}

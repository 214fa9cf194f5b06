import type { Problem } from '../../../../kernel/problems.js';
import type { RangedMode } from '../../data/ranged.js';
import { RANGED_WEAPONS } from '../../data/units.js';
import { DIRECTIONS, parseHex, type Direction, type DirectionName } from '../../map/coords.js';
import { distance } from '../../map/grid.js';
import { neighbour } from '../../map/neighbours.js';
import type { PhoenixRules } from '../../rules.js';
import { armyProblems } from '../schema.js';
import { HIT_UNITS } from './army-losses.js';
import { normalHex } from './fire.js';
import { fittingModes, rise } from './geometry.js';
import type { RangedFile, TargetHex } from './schema.js';
import { levelBpRange } from './stronghold-level.js';

/** What the schema cannot check in a ranged battle file, each problem with its JSON path. */
export function rangedProblems(file: RangedFile, rules: PhoenixRules): Problem[] {
  return [...shooterProblems(file), ...file.fire.flatMap((_, index) => fireProblems(file, index, rules)), ...file.targets.flatMap((hex, index) => targetProblems(file, hex, index, rules))];
}

function hexProblem(text: string, where: string): Problem[] {
  return parseHex(text) === undefined ? [{ code: 'unknown-hex', message: `"${text}" is not a hex of the map (gf/kf, tables.md §11)`, where }] : [];
}

function shooterProblems(file: RangedFile): Problem[] {
  const problems = armyProblems(file.shooter.armies, 'shooter.armies');
  file.shooter.armies.forEach((army, index) => problems.push(...hexProblem(army.hex, `shooter.armies[${index}].hex`)));
  return problems;
}

function fireProblems(file: RangedFile, index: number, rules: PhoenixRules): Problem[] {
  const group = file.fire[index];
  if (group === undefined) return [];
  const where = `fire[${index}]`;
  const problems: Problem[] = [];
  const army = file.shooter.armies.find((a) => a.id === group.army);
  if (army === undefined) {
    problems.push({ code: 'unknown-army', message: `army ${group.army} is not one of the shooter's armies (shooter.armies)`, where: `${where}.army` });
  } else {
    const has = army[group.weapon] ?? 0;
    const fired = file.fire.filter((g) => g.army === group.army && g.weapon === group.weapon).reduce((sum, g) => sum + g.count, 0);
    if (has === 0) problems.push({ code: 'weapon-not-in-army', message: `army ${group.army} has no ${group.weapon}`, where: `${where}.weapon` });
    else if (fired > has) {
      problems.push({ code: 'fires-too-often', message: `army ${group.army} has ${has} ${group.weapon} but its groups fire ${fired}; each weapon fires once a month (R §1.2, §5.1)`, where: `${where}.count` });
    }
  }
  const columns = Object.keys(rules.tables.rangedDamage[group.weapon]) as RangedMode[];
  if (!columns.includes(group.mode)) {
    problems.push({ code: 'mode-not-in-table', message: `${group.weapon} cannot fire "${group.mode}"; Table 8 gives it: ${columns.join(', ')} (R §1.2, §5.1)`, texts: { de: `${group.weapon} kann so nicht schießen (${MODE_DE[group.mode]}); Tabelle 8 gibt ${group.weapon} nur: ${columns.map((c) => MODE_DE[c]).join(', ')} (R §1.2, §5.1)` }, where: `${where}.mode` });
  }
  problems.push(...hexProblem(group.target.hex, `${where}.target.hex`));
  const hex = file.targets.find((h) => normalHex(h.hex) === normalHex(group.target.hex));
  if (hex === undefined) {
    if (parseHex(group.target.hex) !== undefined) problems.push({ code: 'unknown-target', message: `hex ${group.target.hex} is not one of the target hexes (targets[].hex)`, where: `${where}.target.hex` });
    return problems;
  }
  const walls = hex.walls ?? [];
  if (group.target.wall !== undefined && !walls.some((w) => w.side === group.target.wall)) {
    problems.push({ code: 'no-such-wall', message: `hex ${hex.hex} has no wall on side ${group.target.wall} (its walls: ${walls.map((w) => w.side).join(', ') || 'none'})`, where: `${where}.target.wall` });
  }
  if (group.overWall !== undefined) {
    if (group.target.wall !== undefined) problems.push({ code: 'over-wall-at-wall', message: 'a shot aimed at a wall does not pass over a wall', where: `${where}.overWall` });
    else if (!walls.some((w) => w.side === group.overWall)) problems.push({ code: 'no-such-wall', message: `hex ${hex.hex} has no wall on side ${group.overWall}`, where: `${where}.overWall` });
  }
  if (army !== undefined && columns.includes(group.mode)) problems.push(...reachProblems(army.hex, army.terrain, hex, group, where, rules));
  return problems;
}

function reachProblems(
  fromText: string,
  fromTerrain: RangedFile['shooter']['armies'][number]['terrain'],
  hex: TargetHex,
  group: RangedFile['fire'][number],
  where: string,
  rules: PhoenixRules,
): Problem[] {
  const from = parseHex(fromText);
  const to = parseHex(group.target.hex);
  if (from === undefined || to === undefined) return [];
  const hexes = distance(from, to) ?? 0;
  if (hexes === 0) return [{ code: 'zero-range', message: `army ${group.army} stands in the target hex; ranged weapons cannot fire at 0 hexes (R §5.1, §3)`, texts: { de: `Heer ${group.army} steht im Zielfeld; Fernkampfwaffen schießen nicht auf 0 Felder Entfernung (R §5.1, §3)` }, where: `${where}.target.hex` }];
  if (hexes > 2) return [{ code: 'out-of-range', message: `the target is ${hexes} hexes away; ranged weapons reach 1 or 2 hexes (R §5.1)`, texts: { de: `Das Ziel ist ${hexes} Gemarken entfernt; Fernkampfwaffen reichen 1 oder 2 Gemarken weit (R §5.1)` }, where: `${where}.target.hex` }];
  if (group.target.wall === undefined) {
    const passed = sidesFacing(to, from, hexes).filter((side) => (hex.walls ?? []).some((w) => w.side === side));
    if (group.overWall === undefined && passed.length > 0) {
      return [{ code: 'wall-in-the-way', message: `the shot passes the wall on side ${passed.join(' or ')}; state it as overWall (the worst path counts, R §5.1)`, where: `${where}.overWall` }];
    }
    if (group.overWall !== undefined && !passed.includes(group.overWall)) {
      return [{ code: 'wall-not-in-the-way', message: `a shot from ${fromText} does not pass side ${group.overWall} of hex ${hex.hex}`, where: `${where}.overWall` }];
    }
  }
  const heavy = group.weapon === 'SKP' || group.weapon === 'SKS';
  const overWall = group.overWall !== undefined && group.target.wall === undefined;
  const elevation = rise(fromTerrain, hex.terrain, false, rules.tables);
  if (overWall && hex.stronghold !== undefined) {
    if (!heavy && elevation !== 0) {
      return [{ code: 'light-over-wall', message: `light weapons cannot fire at a stronghold over a wall at an elevation step (R §5.1)`, texts: { de: 'Leichte Fernkampfwaffen beschießen keinen Rüstort über einen Wall an einer Höhenstufe hinweg (R §5.1)' }, where: `${where}.overWall` }];
    }
    if (heavy && elevation > 1) {
      return [{ code: 'heavy-over-wall', message: `heavy weapons fire at a stronghold over a wall only where the elevation rises at most 1 without the wall; here ${elevation} (R §5.1)`, texts: { de: `Schwere Fernkampfwaffen beschießen einen Rüstort über einen Wall nur bei höchstens 1 Höhenstufe Unterschied ohne den Wall; hier ${elevation} (R §5.1)` }, where: `${where}.overWall` }];
    }
  }
  const rising = rise(fromTerrain, hex.terrain, overWall, rules.tables);
  const fitting = fittingModes(hexes, rising);
  if (fitting.includes(group.mode)) return [];
  const situation = `${hexes} hex${hexes === 1 ? '' : 'es'}, elevation ${rising >= 0 ? '+' : ''}${rising}${overWall ? ' with the wall' : ''}`;
  return [
    {
      code: 'wrong-mode',
      message: fitting.length === 0 ? `no mode of Table 8 reaches this target (${situation}) (R §5.1, P-39)` : `mode "${group.mode}" does not fit ${situation}; use "${fitting.join('" or "')}" (Table 8, P-39)`,
      texts: { de: `Keine Schussart der Tabelle 8 erreicht dieses Ziel (${hexes === 1 ? '1 Gemark' : `${hexes} Gemarken`}, Höhenstufe ${rising >= 0 ? '+' : ''}${rising}${overWall ? ' mit dem Wall' : ''}) (R §5.1, P-39)` },
      where: `${where}.mode`,
    },
  ];
}

/** Table 8's modes as the German text names them. */
const MODE_DE: Readonly<Record<RangedMode, string>> = { near: '1 Gemark', high: '1 Gemark aufwärts', far: '2 Gemarken', farHigh: '2 Gemarken aufwärts' };

/** Sides of `target` a shot from `from` can enter by: those whose neighbour lies on a shortest way. */
function sidesFacing(target: number, from: number, hexes: number): DirectionName[] {
  return DIRECTIONS.filter((_, d) => {
    const next = neighbour(target, d as Direction);
    return next !== undefined && distance(next, from) === hexes - 1;
  });
}

function targetProblems(file: RangedFile, hex: TargetHex, index: number, rules: PhoenixRules): Problem[] {
  const where = `targets[${index}]`;
  const { tables } = rules;
  const problems: Problem[] = [...hexProblem(hex.hex, `${where}.hex`)];
  const first = file.targets.findIndex((h) => normalHex(h.hex) === normalHex(hex.hex));
  if (first !== index) problems.push({ code: 'duplicate-hex', message: `hex ${hex.hex} is listed twice (also at targets[${first}])`, where: `${where}.hex` });
  if (!file.fire.some((g) => normalHex(g.target.hex) === normalHex(hex.hex))) {
    problems.push({ code: 'not-fired-on', message: `no fire group aims at hex ${hex.hex}`, where: `${where}.hex` });
  }
  if (hex.realm === file.shooter.realm) problems.push({ code: 'own-realm', message: `realm ${hex.realm} cannot fire on itself`, where: `${where}.realm` });
  const water = tables.terrain[hex.terrain].water;
  const armies = hex.armies ?? [];
  problems.push(...armyProblems(armies, `${where}.armies`));
  armies.forEach((army, a) => {
    const at = `${where}.armies[${a}]`;
    if (water && army.kind !== 'fleet') problems.push({ code: 'army-on-water', message: `a ${army.kind} army on water is a fleet's cargo; list the fleet and its loaded ships (P-38)`, where: `${at}.kind` });
    for (const unit of HIT_UNITS) {
      const banned = army.banned?.[unit] ?? 0;
      if (banned > (army[unit] ?? 0)) problems.push({ code: 'banned-too-many', message: `${banned} ${unit} banned but the army has ${army[unit] ?? 0}`, where: `${at}.banned.${unit}` });
    }
    if (army.guard === true) {
      for (const weapon of RANGED_WEAPONS) {
        if ((army[weapon] ?? 0) > 0) problems.push({ code: 'guard-weapons', message: 'guard armies and guard fleets cannot hold ranged weapons (R §6.8)', where: `${at}.${weapon}` });
      }
    }
    if (army.loadedShips !== undefined) {
      const unbanned = (army.S ?? 0) - (army.banned?.S ?? 0);
      if (army.kind !== 'fleet') problems.push({ code: 'not-a-fleet', message: 'only fleets carry loaded ships', where: `${at}.loadedShips` });
      else if (army.loadedShips > unbanned) problems.push({ code: 'loaded-too-many', message: `${army.loadedShips} loaded ships but only ${unbanned} unbanned ships (S)`, where: `${at}.loadedShips` });
    }
    (army.damaged ?? []).forEach((damaged, d) => {
      const full = tables.units[damaged.weapon].bp;
      const destroyedBelow = full - full * tables.ranged.destroyedAtLossShare;
      const listed = (army.damaged ?? []).filter((x) => x.weapon === damaged.weapon).length;
      const unbanned = (army[damaged.weapon] ?? 0) - (army.banned?.[damaged.weapon] ?? 0);
      if (listed > unbanned) problems.push({ code: 'damaged-too-many', message: `${listed} damaged ${damaged.weapon} listed but the army has ${unbanned} unbanned`, where: `${at}.damaged[${d}].weapon` });
      if (damaged.bp >= full || damaged.bp <= destroyedBelow) {
        problems.push({ code: 'damaged-bp', message: `a damaged ${damaged.weapon} has more than ${destroyedBelow} and less than ${full} BP (R §1.2)`, where: `${at}.damaged[${d}].bp` });
      }
    });
  });
  const ids = new Set(armies.map((a) => a.id));
  for (const [list, figures] of [['characters', hex.characters ?? []], ['wizards', hex.wizards ?? []]] as const) {
    figures.forEach((figure, f) => {
      if (figure.army !== undefined && !ids.has(figure.army)) problems.push({ code: 'unknown-army', message: `army ${figure.army} is not in hex ${hex.hex}`, where: `${where}.${list}[${f}].army` });
    });
  }
  if (hex.stronghold !== undefined) problems.push(...strongholdProblems(hex, where, water, rules));
  const sides = new Set<string>();
  (hex.walls ?? []).forEach((wall, w) => {
    const full = tables.structures.wall.bp;
    const destroyedBelow = full - full * tables.ranged.destroyedAtLossShare;
    if (sides.has(wall.side)) problems.push({ code: 'duplicate-wall', message: `two walls on side ${wall.side}; walls cannot be built on top of each other (R §1.5.4)`, where: `${where}.walls[${w}].side` });
    sides.add(wall.side);
    if (wall.bp !== undefined && (wall.bp > full || wall.bp <= destroyedBelow)) {
      problems.push({ code: 'wall-bp', message: `a standing wall has more than ${destroyedBelow} and at most ${full} BP (R §1.5)`, where: `${where}.walls[${w}].bp` });
    }
  });
  return problems;
}

function strongholdProblems(hex: TargetHex, where: string, water: boolean, rules: PhoenixRules): Problem[] {
  const stronghold = hex.stronghold;
  if (stronghold === undefined) return [];
  const at = `${where}.stronghold`;
  const problems: Problem[] = [];
  if (water) problems.push({ code: 'stronghold-on-water', message: 'no stronghold stands on water', where: at });
  const full = rules.tables.strongholds[stronghold.level].bp;
  if (stronghold.underConstruction === true) {
    if (stronghold.bp === undefined) problems.push({ code: 'missing', message: 'is required for a site under construction (its BP so far)', where: `${at}.bp` });
    else if (stronghold.bp >= full) problems.push({ code: 'site-bp', message: `a site building a ${stronghold.level} holds less than its ${full} BP`, where: `${at}.bp` });
  } else if (stronghold.bp !== undefined) {
    const { min, max } = levelBpRange(stronghold.level, rules.tables);
    if (stronghold.bp < min || stronghold.bp > max) {
      problems.push({ code: 'level-bp', message: `a ${stronghold.level} has ${min}–${max} BP (R §1.5, errata 93, P-8); ${stronghold.bp} does not fit`, where: `${at}.bp` });
    }
  }
  return problems;
}

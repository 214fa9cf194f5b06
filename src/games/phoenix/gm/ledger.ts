import type { Problem } from '../../../kernel/problems.js';
import type { Character, Wizard, World } from '../world/schema.js';

/** One booked line: what changed, in German and English. */
export interface Booking {
  readonly code: string;
  readonly rule: string;
  readonly realm: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly de: string;
  readonly en: string;
}

export type Figure = Character | Wizard;

/** Whole tenths, so sums never carry float noise (R §1.9.2: GP are saved with decimals). */
export const toTenths = (gp: number): number => Math.round(gp * 10);
export const fromTenths = (tenths: number): number => tenths / 10;

export function figureOf(world: World, id: string): Figure | undefined {
  return world.characters.find((c) => c.id === id) ?? world.wizards.find((w) => w.id === id);
}

/** A figure earns GP off the board: a character's current and maximum GP rise, a wizard's GP (its ZKP regenerate later, P-140; P-184). */
export function addGp(figure: Figure, tenths: number): void {
  figure.gp = fromTenths(toTenths(figure.gp) + tenths);
  if ('rank' in figure) figure.maxGp = fromTenths(toTenths(figure.maxGp) + tenths);
}

/** A figure that died at the meeting leaves the world; its player's lock is recorded (P-180, P-184). */
export function removeFigure(world: World, figure: Figure, from: number): void {
  if ('rank' in figure) world.characters.splice(world.characters.indexOf(figure), 1);
  else world.wizards.splice(world.wizards.indexOf(figure), 1);
  if (!('rank' in figure) && figure.character !== true) return;
  const realm = world.realms.find((r) => r.id === figure.realm);
  if (realm !== undefined) (realm.identityLocks ??= []).push({ id: figure.id, name: figure.name, from, ...(figure.player === undefined ? {} : { player: figure.player }) });
}

export type Report = (where: string, code: string, message: string) => void;

export function collector(): { problems: Problem[]; report: Report } {
  const problems: Problem[] = [];
  return { problems, report: (where, code, message) => problems.push({ code, message, where }) };
}

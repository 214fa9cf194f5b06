import { CHARACTER_RANKS } from '../../data/figures.js';
import { ARMY_KINDS, UNIT_CODES } from '../../data/units.js';
import { alliedAt, type Alliances } from '../../world/alliance.js';
import { armyRp } from '../../world/check-figures.js';
import type { LoadedWorld } from '../../world/loaded.js';
import type { Army, Character, Wizard } from '../../world/schema.js';
import { round } from './geometry.js';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** 12345 → "12.345", as German readers write it, the same on every machine. */
export function grouped(value: number): string {
  const [whole, fraction] = String(value).split('.');
  const digits = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? digits : `${digits},${fraction}`;
}

/**
 * What a tooltip may say about a figure. The game master (no viewer) and the figure's own realm
 * see everything; other realms see position, realm and kind only (interpretation P-56).
 */
function armyText(army: Army, realmName: string, full: boolean): string {
  // Others see a creature only as martial (R §6.3.2; P-235).
  const kind = army.creature !== undefined && !full ? 'Kreatur (kriegerisch)' : ARMY_KINDS[army.kind].de;
  if (!full) return `${kind} (${realmName})`;
  const units = UNIT_CODES.filter((code) => (army[code] ?? 0) > 0).map((code) => `${grouped(army[code] as number)} ${code}`);
  const extras = [
    army.guard ? 'Garde' : '',
    army.aboard !== undefined ? `an Bord von ${army.aboard}` : '',
    army.cargo ? `Ladung ${grouped(army.cargo.gold)} GS, ${grouped(army.cargo.prisoners)} Gefangene` : '',
    army.banned ? 'gebannt' : '',
    army.moved ? 'bewegt' : '',
  ].filter((text) => text !== '');
  return `${kind} ${army.number} (${realmName}): ${units.join(', ')}${extras.length > 0 ? ` · ${extras.join(', ')}` : ''}`;
}

function characterText(character: Character, realmName: string, full: boolean): string {
  const prisoner = character.prisonerOf === undefined ? '' : ' · gefangen';
  if (!full) return `Charakter ${character.name} (${realmName})${prisoner}`;
  return `${CHARACTER_RANKS[character.rank].de} ${character.name} (${realmName}): ${grouped(character.gp)}/${grouped(character.maxGp)} GP${prisoner}`;
}

function wizardText(wizard: Wizard, realmName: string, full: boolean): string {
  const prisoner = wizard.prisonerOf === undefined ? '' : ' · gefangen';
  if (!full) return wizard.creature !== undefined ? `Kreatur (magisch) (${realmName})${prisoner}` : `Zauberer ${wizard.name} (${realmName})${prisoner}`;
  return `${wizard.character ? 'CZ' : 'Z'}${wizard.class} ${wizard.name} (${realmName}): ${grouped(wizard.gp)} GP, ${grouped(wizard.zkp)} ZKP${prisoner}`;
}

/** How a realm's map tells a figure apart: its own, of a realm allied with it there, or hostile (issue 19). */
export type Relation = 'own' | 'allied' | 'hostile';

/**
 * Size classes of an army by RP, for drawing only: under 1,000 RP it cannot conquer (R §1.8),
 * from 10,000 RP it is drawn large (a display choice, docs/web.md).
 */
export type SizeClass = 's' | 'm' | 'l';
export function sizeClass(rp: number): SizeClass {
  return rp < 1_000 ? 's' : rp < 10_000 ? 'm' : 'l';
}
const SIZE_SCALE: Readonly<Record<SizeClass, number>> = { s: 0.75, m: 1, l: 1.45 };

interface Marker {
  readonly shape: 'm-army' | 'm-riders' | 'm-fleet' | 'm-figure';
  readonly realm: string;
  readonly title: string;
  /** Only on a realm's map. */
  readonly relation?: Relation;
  /** Only where the viewer may know the strength (its own armies; the game master all), as before (P-56). */
  readonly size?: SizeClass;
}

/** Markers of every army, fleet, character and wizard, by place (dense index). */
export function markersByPlace(loaded: LoadedWorld, viewer: string | undefined, alliances?: Alliances): Map<number, Marker[]> {
  const byPlace = new Map<number, Marker[]>();
  const name = (realm: string) => loaded.realms.get(realm)?.name ?? realm;
  const full = (realm: string) => viewer === undefined || viewer === realm;
  // Allied or hostile as the viewer's own grants and those it was given decide it where the figure stands (R §5; P-70).
  const relation = (realm: string, index: number): { relation?: Relation } =>
    viewer === undefined ? {} : { relation: realm === viewer ? 'own' : alliances !== undefined && alliedAt(loaded, alliances, viewer, realm, index) ? 'allied' : 'hostile' };
  const add = (at: string, marker: (index: number) => Marker) => {
    const index = loaded.placeOf.get(at);
    if (index === undefined) return;
    const list = byPlace.get(index);
    if (list === undefined) byPlace.set(index, [marker(index)]);
    else list.push(marker(index));
  };
  const shapes = { warriors: 'm-army', riders: 'm-riders', fleet: 'm-fleet' } as const;
  for (const army of loaded.world.armies) {
    add(army.at, (index) => ({
      shape: shapes[army.kind],
      realm: army.realm,
      title: armyText(army, name(army.realm), full(army.realm)),
      ...relation(army.realm, index),
      ...(full(army.realm) ? { size: sizeClass(armyRp(army)) } : {}),
    }));
  }
  for (const character of loaded.world.characters) {
    add(character.at, (index) => ({ shape: 'm-figure', realm: character.realm, title: characterText(character, name(character.realm), full(character.realm)), ...relation(character.realm, index) }));
  }
  for (const wizard of loaded.world.wizards) {
    add(wizard.at, (index) => ({ shape: 'm-figure', realm: wizard.realm, title: wizardText(wizard, name(wizard.realm), full(wizard.realm)), ...relation(wizard.realm, index) }));
  }
  return byPlace;
}

/** Up to six markers on a small ring inside the hex, the rest stacked at the centre. */
const SLOTS: readonly (readonly [number, number])[] = [[-4, 3.5], [4, 3.5], [0, -5], [-4.5, -2], [4.5, -2], [0, 6]];

export function markersSvg(markers: readonly Marker[], x: number, y: number, colour: (realm: string) => string): string {
  return markers
    .map((marker, i) => {
      const [dx, dy] = SLOTS[i] ?? [0, 0];
      const place =
        marker.size === undefined || marker.size === 'm'
          ? `x="${round(x + dx)}" y="${round(y + dy)}"`
          : `transform="translate(${round(x + dx)} ${round(y + dy)}) scale(${SIZE_SCALE[marker.size]})"`;
      const classes = [marker.relation === undefined ? '' : `rel-${marker.relation}`, marker.size === undefined ? '' : `size-${marker.size}`].filter((c) => c !== '').join(' ');
      return `<use href="#${marker.shape}" ${place} fill="${colour(marker.realm)}" stroke="#000" stroke-width=".5"${classes === '' ? '' : ` class="${classes}"`}><title>${escapeXml(marker.title)}</title></use>`;
    })
    .join('');
}

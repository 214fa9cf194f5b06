import { CHARACTER_RANKS } from '../../data/figures.js';
import { ARMY_KINDS, UNIT_CODES } from '../../data/units.js';
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

interface Marker {
  readonly shape: 'm-army' | 'm-fleet' | 'm-figure';
  readonly realm: string;
  readonly title: string;
}

/** Markers of every army, fleet, character and wizard, by place (dense index). */
export function markersByPlace(loaded: LoadedWorld, viewer: string | undefined): Map<number, Marker[]> {
  const byPlace = new Map<number, Marker[]>();
  const name = (realm: string) => loaded.realms.get(realm)?.name ?? realm;
  const full = (realm: string) => viewer === undefined || viewer === realm;
  const add = (at: string, marker: Marker) => {
    const index = loaded.placeOf.get(at);
    if (index === undefined) return;
    const list = byPlace.get(index);
    if (list === undefined) byPlace.set(index, [marker]);
    else list.push(marker);
  };
  for (const army of loaded.world.armies) {
    add(army.at, { shape: army.kind === 'fleet' ? 'm-fleet' : 'm-army', realm: army.realm, title: armyText(army, name(army.realm), full(army.realm)) });
  }
  for (const character of loaded.world.characters) {
    add(character.at, { shape: 'm-figure', realm: character.realm, title: characterText(character, name(character.realm), full(character.realm)) });
  }
  for (const wizard of loaded.world.wizards) {
    add(wizard.at, { shape: 'm-figure', realm: wizard.realm, title: wizardText(wizard, name(wizard.realm), full(wizard.realm)) });
  }
  return byPlace;
}

/** Up to six markers on a small ring inside the hex, the rest stacked at the centre. */
const SLOTS: readonly (readonly [number, number])[] = [[-4, 3.5], [4, 3.5], [0, -5], [-4.5, -2], [4.5, -2], [0, 6]];

export function markersSvg(markers: readonly Marker[], x: number, y: number, colour: (realm: string) => string): string {
  return markers
    .map((marker, i) => {
      const [dx, dy] = SLOTS[i] ?? [0, 0];
      return `<use href="#${marker.shape}" x="${round(x + dx)}" y="${round(y + dy)}" fill="${colour(marker.realm)}" stroke="#000" stroke-width=".5"><title>${escapeXml(marker.title)}</title></use>`;
    })
    .join('');
}

import type { World } from '../../../src/games/phoenix/client.js';
import { Refusal } from '../api/client';
import { useLang } from '../app/i18n';
import { ErrorNote } from '../ui/Problem';
import { WORLD_PROBLEMS_DE as GERMAN } from './worldProblemsDe';

/** Where in the world a problem is, as a game master says it: "Heer 101 (nordmark)", not "armies[3].at". */
function place(world: World | undefined, where: string | undefined): string {
  if (where === undefined) return '';
  const match = /^(\w+)\[(\d+)\]/.exec(where);
  if (world === undefined || match === null) return where.startsWith('calendar') ? 'Kalender' : '';
  const index = Number(match[2]);
  switch (match[1]) {
    case 'armies': {
      const army = world.armies[index];
      return army === undefined ? 'Heer' : `Heer ${army.number} (${army.realm})`;
    }
    case 'hexes':
      return `Feld ${world.hexes[index]?.at ?? ''}`;
    case 'strongholds':
      return `Rüstort ${world.strongholds[index]?.at ?? ''}`;
    case 'realms':
      return `Reich ${world.realms[index]?.name ?? ''}`;
    case 'characters':
      return `Charakter ${world.characters[index]?.name ?? ''}`;
    case 'wizards':
      return `Zauberer ${world.wizards[index]?.name ?? ''}`;
    case 'walls':
      return `Wall ${world.walls[index]?.at ?? ''}`;
    case 'quays':
      return `Kaianlage ${world.quays[index]?.at ?? ''}`;
    case 'rivers':
      return `Fluss ${world.rivers[index]?.at ?? ''}`;
    case 'roads':
      return `Straße ${world.roads[index]?.from ?? ''}`;
    case 'bridges':
      return `Brücke ${world.bridges[index]?.from ?? ''}`;
    default:
      return '';
  }
}

/** A refused correction: in German on a German page, naming what in the corrected world is wrong. */
export function WorldRefusal({ error, world }: { readonly error: unknown; readonly world: World | undefined }) {
  const lang = useLang();
  if (lang !== 'de' || !(error instanceof Refusal) || error.problems.length === 0 || !error.problems.every((p) => p.code !== undefined && p.code in GERMAN)) return <ErrorNote error={error} />;
  return (
    <div className="error" role="alert">
      <strong>Abgelehnt:</strong> Die korrigierte Welt wäre nicht stimmig.
      <ul>
        {error.problems.map((p, i) => {
          const where = place(world, p.where);
          return (
            <li key={i}>
              {where !== '' && <b>{where}: </b>}
              {GERMAN[p.code as string]}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

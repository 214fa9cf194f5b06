import { readFileSync } from 'node:fs';
import { writeOut } from './write-out.js';
import { basename } from 'node:path';
import { Option, type Command } from 'commander';
import { InputError } from '../../../kernel/problems.js';
import { TERRAIN_IDS, type TerrainId } from '../data/terrain.js';
import { exportMapCsv } from '../map/csv/export.js';
import { importMapCsv } from '../map/csv/import.js';
import { importMapAccess } from '../map/mdb/import.js';
import { DEFAULT_ACCESS_TABLES, formatLookup, parseLookup } from '../map/mdb/lookup.js';
import { MAX_REALMS, generateWorld } from '../map/generate/world.js';
import { parseArea } from '../map/svg/area.js';
import { renderWorldSvg } from '../map/svg/render.js';
import { loadWorldFile } from '../world/load.js';
import type { LoadedWorld } from '../world/loaded.js';
import { formatWorld } from '../world/save.js';

type Out = (text: string) => void;

function wholeNumber(text: string, where: string, min: number, max: number): number {
  const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) throw new InputError([{ code: 'bad-number', message: `must be a whole number from ${min} to ${max}, not "${text}"`, where }]);
  return value;
}

/** Writes to --out, or prints when there is none. */
function emit(text: string, out: Out, path: string | undefined): void {
  if (path === undefined) return out(text);
  writeOut(path, text);
}

function realmOf(loaded: LoadedWorld, wanted: string): string {
  const realm = loaded.world.realms.find((r) => r.id === wanted || r.name.toLowerCase() === wanted.toLowerCase());
  if (realm === undefined) {
    throw new InputError([{ code: 'unknown-realm', message: `no realm is called "${wanted}"; the world has ${loaded.world.realms.map((r) => r.name).join(', ') || 'none'}`, where: '--realm' }]);
  }
  return realm.id;
}

/** `arbiter phoenix new-world | import-map | export-map | map` (issues 3, 19). */
export function addWorldCommands(phoenix: Command, out: Out): void {
  phoenix
    .command('new-world')
    .description('generate a sample Erkenfara: 135 provinces, seas, Audvacar, realms 10+ hexes apart (R §2)')
    .requiredOption('--seed <n>', 'seed of the generator: the same seed gives the same world')
    .option('--realms <n>', `number of original realms (1–${MAX_REALMS})`, '13')
    .option('--armies', 'give every realm a starting force bought from its 200,000 GS')
    .option('--special', 'add a pirate realm in its nest, an undead realm, an invader, the traders of Audvacar and the game masters\' hostile creatures (R §6.3–6.7)')
    .option('--out <file>', 'world file to write (default: print it)')
    .action((options: { seed: string; realms: string; armies?: boolean; special?: boolean; out?: string }) => {
      const seed = wholeNumber(options.seed, '--seed', 0, Number.MAX_SAFE_INTEGER);
      const realms = wholeNumber(options.realms, '--realms', 1, MAX_REALMS);
      emit(formatWorld(generateWorld({ seed, realms, armies: options.armies === true, special: options.special === true })), out, options.out);
    });

  phoenix
    .command('import-map')
    .description("import the community map database — its CSV export or the Access file (docs/phoenix/map-import.md) — as a world file")
    .argument('<file>', 'the map as CSV (semicolon- or comma-separated) or the Access database (.mdb, .accdb)')
    .option('--name <name>', 'name of the world (default: the file name)')
    .addOption(new Option('--fill <terrain>', 'terrain for hexes the map lacks (default: missing hexes are an error)').choices(TERRAIN_IDS))
    .option('--table <name>', `Access: the map table (default ${DEFAULT_ACCESS_TABLES.map})`)
    .option('--realms <lookup>', `Access: the table resolving Reich codes (default ${formatLookup(DEFAULT_ACCESS_TABLES.realms)})`)
    .option('--strongholds <lookup>', `Access: the table resolving Ruestort codes (default ${formatLookup(DEFAULT_ACCESS_TABLES.strongholds)})`)
    .option('--out <file>', 'world file to write (default: print it)')
    .action((file: string, options: { name?: string; fill?: TerrainId; table?: string; realms?: string; strongholds?: string; out?: string }) => {
      const access = /\.(mdb|accdb)$/i.test(file);
      if (!access) {
        for (const option of ['table', 'realms', 'strongholds'] as const) {
          if (options[option] !== undefined) throw new InputError([{ code: 'access-only', message: 'applies only to an Access file (.mdb, .accdb)', where: `--${option}` }]);
        }
      }
      let content: Buffer;
      try {
        content = readFileSync(file);
      } catch (error) {
        throw new InputError([{ code: 'unreadable', message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` }], file);
      }
      const importOptions = { name: options.name ?? basename(file), ...(options.fill ? { fill: options.fill } : {}) };
      const loaded = access
        ? importMapAccess(content, file, importOptions, {
            map: options.table ?? DEFAULT_ACCESS_TABLES.map,
            realms: options.realms === undefined ? DEFAULT_ACCESS_TABLES.realms : parseLookup(options.realms, '--realms'),
            strongholds: options.strongholds === undefined ? DEFAULT_ACCESS_TABLES.strongholds : parseLookup(options.strongholds, '--strongholds'),
          })
        : importMapCsv(content.toString('utf8'), file, importOptions);
      emit(formatWorld(loaded.world), out, options.out);
    });

  phoenix
    .command('export-map')
    .description("write a world's map as the community database's CSV")
    .argument('<world>', 'world file (JSON)')
    .option('--out <file>', 'CSV file to write (default: print it)')
    .action((file: string, options: { out?: string }) => emit(exportMapCsv(loadWorldFile(file)), out, options.out));

  phoenix
    .command('map')
    .description('draw a world as SVG: the whole map, or what one realm may see, of all or some provinces')
    .argument('<world>', 'world file (JSON)')
    .option('--realm <name>', "draw only what this realm may know of others' figures")
    .option('--area <provinces>', 'provinces to draw, e.g. 503-706 (columns 5–7, rows 3–6) or 2001')
    .option('--out <file>', 'SVG file to write (default: print it)')
    .action((file: string, options: { realm?: string; area?: string; out?: string }) => {
      const loaded = loadWorldFile(file);
      const realm = options.realm === undefined ? undefined : realmOf(loaded, options.realm);
      const provinces = options.area === undefined ? undefined : options.area.trim() === '2001' ? new Set([2001]) : parseArea(options.area);
      emit(renderWorldSvg(loaded, { ...(realm ? { realm } : {}), ...(provinces ? { provinces } : {}) }), out, options.out);
    });
}

import type { FrCommand } from '../commands.js';

/**
 * What a command uses, for the simulator's count of powers and cards: the action or choice by
 * name, the Regina's escorts and the Vestalis's three-card draw apart, every event by card and
 * form (normal or corrupt), alliances by tribe.
 */
export function usageKeys(command: FrCommand): string[] {
  switch (command.type) {
    case 'march':
    case 'sail': {
      const keys: string[] = [command.type];
      if (command.legions !== undefined && command.legions > 0) keys.push(`${command.type} with legions`);
      if (command.barbarians !== undefined && Object.keys(command.barbarians).length > 0) keys.push('escort (regina foederata)');
      return keys;
    }
    case 'draw':
      return [command.three === true ? 'draw three (vestalis)' : 'draw'];
    case 'consult':
      return ['consult (vestalis deck)'];
    case 'trade':
      return ['trade (mercator)'];
    case 'ally':
      return ['ally', `ally ${command.tribe}`];
    case 'event':
      return [command.corrupt === true ? 'event corrupt' : 'event normal', `event ${command.card}${command.corrupt === true ? ' (corrupt)' : ''}`];
    default:
      return [command.type];
  }
}

/** Adds the command's uses to `counts`. */
export function countUsage(counts: Record<string, number>, command: FrCommand): void {
  for (const key of usageKeys(command)) counts[key] = (counts[key] ?? 0) + 1;
}

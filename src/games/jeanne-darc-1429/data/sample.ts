import boardFile from './sample-board.json' with { type: 'json' };
import combatCardsFile from './sample-combat-cards.json' with { type: 'json' };
import eventsFile from './events.json' with { type: 'json' };
import heroesFile from './sample-heroes.json' with { type: 'json' };
import interventionFile from './sample-intervention.json' with { type: 'json' };
import { parseData, type DataOf } from './load.js';

/** The data shipped with Arbiter: the events from page 4, and labelled samples for all the rest. */
export const sampleData = (): JdaData => ({
  board: parseData('board', boardFile, 'sample-board.json'),
  combatCards: parseData('combatCards', combatCardsFile, 'sample-combat-cards.json'),
  heroes: parseData('heroes', heroesFile, 'sample-heroes.json'),
  events: parseData('events', eventsFile, 'events.json'),
  intervention: parseData('intervention', interventionFile, 'sample-intervention.json'),
});

export interface JdaData {
  readonly board: DataOf<'board'>;
  readonly combatCards: DataOf<'combatCards'>;
  readonly heroes: DataOf<'heroes'>;
  readonly events: DataOf<'events'>;
  readonly intervention: DataOf<'intervention'>;
}

/** The shipped data, read and checked once, when the game loads. */
const SHIPPED: JdaData = sampleData();

export function shippedData(): JdaData {
  return SHIPPED;
}

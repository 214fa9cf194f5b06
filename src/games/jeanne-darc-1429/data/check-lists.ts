import type { Problem } from '../../../kernel/problems.js';
import { POWERS } from '../powers.js';
import type { CombatCards, Events, Heroes, InterventionTable } from './schema.js';

function duplicateIds(items: readonly { id: string }[], list: string): Problem[] {
  const seen = new Set<string>();
  return items.flatMap((item, i) => {
    if (!seen.has(item.id)) {
      seen.add(item.id);
      return [];
    }
    return [{ code: 'duplicate-id', message: `"${item.id}" is listed twice`, where: `${list}[${i}].id` }];
  });
}

export function combatCardProblems(file: CombatCards): Problem[] {
  return duplicateIds(file.cards, 'cards');
}

export function heroProblems(file: Heroes): Problem[] {
  const problems = duplicateIds(file.heroes, 'heroes');
  for (const power of POWERS) {
    const count = file.heroes.filter((hero) => hero.power === power).length;
    if (count !== 1) problems.push({ code: 'hero-per-power', message: `power "${power}" must have exactly one hero, found ${count}`, where: 'heroes' });
  }
  return problems;
}

export function eventProblems(file: Events): Problem[] {
  return duplicateIds(file.events, 'events');
}

export function interventionProblems(file: InterventionTable): Problem[] {
  return (['war', 'peace'] as const).flatMap((status) =>
    file.tables[status].flatMap((row, i) =>
      file.tables[status].findIndex((other) => other.roll === row.roll) === i
        ? []
        : [{ code: 'duplicate-roll', message: `roll ${row.roll} is listed twice`, where: `tables.${status}[${i}].roll` }],
    ),
  );
}

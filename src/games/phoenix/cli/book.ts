import { writeOut } from './write-out.js';
import { Option, type Command } from 'commander';
import { bookMeeting, loadBookingsFile } from '../gm/book.js';
import { loadRulesOptions } from '../options.js';
import { DEFAULT_RULES } from '../rules.js';
import { loadWorldFile } from '../world/load.js';
import { formatWorld } from '../world/save.js';

type Out = (text: string) => void;

/** `arbiter phoenix book <world> <bookings>`: the game masters' chariot race and role-play GP (R §8, §7.1.1). */
export function addBookCommand(phoenix: Command, out: Out): void {
  phoenix
    .command('book')
    .description("book a meeting's chariot race and role-play GP into a world file (R §8, §7.1.1)")
    .argument('<world>', 'world file (JSON)')
    .argument('<bookings>', 'bookings file (JSON, docs/phoenix/gm-bookings.md)')
    .requiredOption('--out <file>', 'world file to write with the bookings')
    .option('--json', 'print the bookings as JSON data')
    .addOption(new Option('--lang <lang>', 'language of the list').choices(['de', 'en']).default('de'))
    .option('--rules <file>', 'a rules-options file overriding tables and readings')
    .action((worldFile: string, bookingsFile: string, options: { out: string; json?: boolean; lang: 'de' | 'en'; rules?: string }) => {
      const rules = options.rules === undefined ? DEFAULT_RULES : loadRulesOptions(options.rules);
      const world = loadWorldFile(worldFile).world;
      const booked = bookMeeting(world, loadBookingsFile(bookingsFile), rules, bookingsFile);
      writeOut(options.out, formatWorld(booked.world));
      if (options.json) out(`${JSON.stringify(booked.bookings, null, 2)}\n`);
      else out(booked.bookings.map((b) => `${b.realm}: ${options.lang === 'de' ? b.de : b.en}\n`).join(''));
    });
}

import { t } from '../../reports/text.js';
import { TRADING_POST_REBUILD_MONTHS } from '../../world/trading-posts.js';
import type { MonthStep } from '../month/context.js';
import { EVERYONE } from '../month/events.js';
import type { MonthState } from '../month/state.js';

/** The trading posts at the month's start: place → owner. */
const AT_START = new WeakMap<MonthState, Map<string, string>>();

/** A0: the trading posts standing as the month begins (R §6.4.1; P-236). */
export const A0_TRADING_POSTS: MonthStep = {
  id: 'A0',
  rule: 'R §6.4.1',
  title: t('Handelskontore', 'Trading posts'),
  run(context) {
    const posts = new Map<string, string>();
    for (const s of context.state.world.strongholds) if (s.tradingPost === true && s.owner !== undefined) posts.set(s.at, s.owner);
    AT_START.set(context.state, posts);
  },
};

/**
 * After the month: a trading post whose stronghold was destroyed or conquered is destroyed; its realm may
 * build a new one there only six months after the month it fell in (R §6.4.1: "gilt das Handelskontor als
 * zerstört und kann erst nach 6 Runden wieder neu errichtet werden"; P-236).
 */
export const E_TRADING_POSTS: MonthStep = {
  id: 'E',
  rule: 'R §6.4.1',
  title: t('Zerstörte Handelskontore', 'Destroyed trading posts'),
  run(context) {
    const { state } = context;
    const month = state.world.calendar.turn - 1;
    for (const [at, owner] of AT_START.get(state) ?? []) {
      const stronghold = state.world.strongholds.find((s) => s.at === at);
      if (stronghold !== undefined && stronghold.owner === owner && stronghold.tradingPost === true) continue;
      if (stronghold !== undefined) delete stronghold.tradingPost;
      const realm = state.world.realms.find((r) => r.id === owner);
      if (realm === undefined) continue;
      const from = month + TRADING_POST_REBUILD_MONTHS;
      realm.tradingPostLocks = [...(realm.tradingPostLocks ?? []).filter((l) => l.at !== at), { at, from }].sort((a, b) => (a.at < b.at ? -1 : 1));
      state.emit({ code: 'tradingPostDestroyed', rule: 'R §6.4.1', audience: EVERYONE, data: { at, realm: owner, from, how: stronghold === undefined ? 'destroyed' : 'conquered' } });
    }
    // Locks that ran out are dropped.
    for (const realm of state.world.realms) {
      if (realm.tradingPostLocks === undefined) continue;
      realm.tradingPostLocks = realm.tradingPostLocks.filter((l) => l.from > state.world.calendar.turn);
      if (realm.tradingPostLocks.length === 0) delete realm.tradingPostLocks;
    }
  },
};

import type { PeriodStatus } from '../api/types';
import type { MonthNews } from '../../../src/games/phoenix/client.js';

/** A Phoenix month as the server's period status gives it, with Phoenix's news. */
export type MonthStatus = Omit<PeriodStatus, 'news'> & { readonly news: MonthNews };

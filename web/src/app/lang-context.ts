import { createContext } from 'react';
import type { Lang } from './lang.js';

/** The page's language, for every screen below the switch; a plain module, so that plain modules (a table's labels) can read it without JSX. */
export const LangContext = createContext<Lang>('en');

import { t } from '../../reports/text.js';
import { destroyAndDisband } from '../combat/conquest.js';
import type { RealmStep } from './context.js';
import { enforceHexLimit } from '../movement/overstack.js';

/** B18: the turn is declared: own structures destroyed, armies disbanded, then the 100,000-RP limit (R §1.6, §3, §5.7). */
export const B18_END_OF_TURN: RealmStep = {
  id: 'B18',
  rule: 'R §1.6, §3, §5.7, errata 59',
  title: t('Erklärung des Spielzuges; Überbesetzung', 'Turn declared; over-stacking'),
  run(context, turn) {
    destroyAndDisband(context, turn);
    enforceHexLimit(context, turn.realm);
  },
};

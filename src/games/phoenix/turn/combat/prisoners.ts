import { t } from '../../reports/text.js';
import { ordersOf, refuse, type RealmStep } from '../month/context.js';
import { realmsOnly } from '../month/events.js';

/**
 * B17, with gifts: FREILASSEN sets a prisoner free where it stands, the hex of the captor's army
 * (R §5.8.4: "Charaktere befinden sich nach ihrer Freilassung in der Gemark, in der die Freilassung
 * stattfindet"); it leaves the army and is its realm's again, after the captures of B15 (P-183).
 */
export const B17_RELEASE: RealmStep = {
  id: 'B17',
  rule: 'R §5.8.4',
  title: t('Freilassung Gefangener', 'Prisoners released'),
  run(context, turn) {
    const { state } = context;
    for (const order of ordersOf(turn, 'release')) {
      const figure = state.loaded.characters.get(order.figure) ?? state.loaded.wizards.get(order.figure);
      if (figure === undefined || figure.prisonerOf !== turn.realm) {
        refuse(context, turn, order, 'not-prisoner', t(`Euer Reich hält „${order.figure}“ nicht gefangen.`, `your realm holds no prisoner "${order.figure}"`));
        continue;
      }
      delete figure.prisonerOf;
      delete figure.army;
      state.emit({ code: 'figureReleased', rule: 'R §5.8.4', audience: realmsOnly(turn.realm, figure.realm), data: { id: figure.id, name: figure.name, realm: figure.realm, captor: turn.realm, at: figure.at } });
    }
  },
};

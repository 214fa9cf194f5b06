import { useEffect } from 'react';
import { ARMY_KINDS, TERRAIN, type TerrainId } from '../../../src/games/phoenix/client.js';
import { useLang } from '../app/i18n';
import { phoenixLang } from '../app/lang';
import { usePhoenixT } from './texts';
import type { ArmyLike, RealmMapView } from './view-types';

const UNIT_CODES = ['K', 'R', 'P', 'S', 'HF', 'LKP', 'SKP', 'LKS', 'SKS'] as const;

/** The units of an army the realm sees whole; another realm's army shows none. */
const unitCount = (army: ArmyLike, code: (typeof UNIT_CODES)[number]): number => (code in army ? ((army as Partial<Record<typeof code, number>>)[code] ?? 0) : 0);

function armyLine(army: ArmyLike, realmName: string, lang: 'de' | 'en'): string {
  const units = UNIT_CODES.filter((code) => unitCount(army, code) > 0).map((code) => `${unitCount(army, code).toLocaleString(lang)} ${code}`);
  const kind = ARMY_KINDS[army.kind as keyof typeof ARMY_KINDS]?.[lang] ?? army.kind;
  return `${kind} ${army.number} (${realmName})${units.length > 0 ? `: ${units.join(', ')}` : ''}`;
}

/** What stands on one hex, as far as the realm may know: its own armies whole, others' by kind. */
export function HexPanel({ at, view, onPlan, onClose }: { readonly at: string | undefined; readonly view: RealmMapView | undefined; readonly onPlan?: ((army: number) => void) | undefined; readonly onClose?: () => void }) {
  const t = usePhoenixT();
  const lang = phoenixLang(useLang());
  // Escape closes the hex's details, from the map's keyboard cursor as from the sheet (issue 46).
  useEffect(() => {
    if (at === undefined || onClose === undefined) return;
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [at, onClose]);
  if (at === undefined || view === undefined) return <p className="hint">{t('clickHex')}</p>;
  const name = (realm: string | null | undefined) => (realm == null ? '—' : (view.realms.find((r) => r.id === realm)?.name ?? realm));
  const hex = view.map.hexes.find((h) => h.at === at);
  const armies = [...view.own.armies.filter((a) => a.at === at), ...view.map.armies.filter((a) => a.at === at)];
  const figures = [...view.own.characters, ...view.own.wizards, ...view.map.figures].filter((f) => f.at === at);
  const stronghold = view.map.strongholds.find((s) => s.at === at);
  return (
    // On a phone the panel is a sheet over the map's foot (style.css): it scrolls, so it takes focus, and it closes.
    <div className="hex-panel" data-testid="hex-panel" tabIndex={0} role="region" aria-label={`${t('hex')} ${at}`}>
      <h3>
        {t('hex')} {at}
        {onClose !== undefined && (
          <button type="button" className="close" onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        )}
      </h3>
      {hex !== undefined && (
        <p>
          {t('terrain')}: {lang === 'de' ? (TERRAIN[hex.terrain as TerrainId]?.de ?? hex.terrain) : hex.terrain}
          {hex.elevation !== undefined && ` (HS ${hex.elevation})`} · {t('owner')}: {name(hex.owner)}
        </p>
      )}
      {stronghold !== undefined && (
        <p>
          {t('stronghold')}: {stronghold.level ?? '…'} ({name(stronghold.owner)})
        </p>
      )}
      {armies.length > 0 && (
        <>
          <h4>{t('armies')}</h4>
          <ul>
            {armies.map((army, i) => (
              <li key={i}>
                {armyLine(army, name(army.realm), lang)}
                {onPlan !== undefined && army.realm === view.realm && army.number !== null && !('aboard' in army && army.aboard !== undefined) && (
                  <button type="button" className="plan" onClick={() => onPlan(army.number as number)} aria-label={`${t('planMove')}: ${army.number}`}>
                    {t('planMove')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {figures.length > 0 && (
        <>
          <h4>{t('figures')}</h4>
          <ul>
            {figures.map((f) => (
              <li key={f.id}>
                {f.name} ({name(f.realm)})
              </li>
            ))}
          </ul>
        </>
      )}
      {armies.length === 0 && figures.length === 0 && stronghold === undefined && <p>{t('nothingHere')}</p>}
    </div>
  );
}

import { useT } from '../app/i18n';

/** Steps through the months of a match, from the first to the current one. */
export function MonthPicker({ current, chosen, onChoose }: { readonly current: number; readonly chosen: number; readonly onChoose: (period: number) => void }) {
  const t = useT();
  return (
    <div className="month-picker">
      <button type="button" disabled={chosen <= 1} onClick={() => onChoose(chosen - 1)} aria-label={`${t('month')} −`}>
        ◀
      </button>{' '}
      <span data-testid="map-month">
        {t('month')} {chosen}
      </span>{' '}
      <button type="button" disabled={chosen >= current} onClick={() => onChoose(chosen + 1)} aria-label={`${t('month')} +`}>
        ▶
      </button>
    </div>
  );
}

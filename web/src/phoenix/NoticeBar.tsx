import { usePhoenixT, type PhoenixTextKey } from './texts';

export interface Notice {
  readonly notice: 'your-turn' | 'deadline-soon' | 'report-published';
  readonly period: number | null;
}

const KEYS: Readonly<Record<Notice['notice'], PhoenixTextKey>> = {
  'your-turn': 'notice_yourTurn',
  'deadline-soon': 'notice_deadlineSoon',
  'report-published': 'notice_reportPublished',
};

/** The latest notice the live stream brought this seat: your turn, deadline soon, report published. */
export function NoticeBar({ notice, onDismiss }: { readonly notice: Notice | undefined; readonly onDismiss: () => void }) {
  const t = usePhoenixT();
  if (notice === undefined) return null;
  return (
    <p className="notice" role="status" data-testid="notice">
      {t(KEYS[notice.notice])}{' '}
      <button type="button" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </p>
  );
}

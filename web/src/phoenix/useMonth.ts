import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { follow } from '../api/live';
import type { MonthStatus } from './month-status';
import type { Notice } from './NoticeBar';

/** Where the month stands, kept current by the match's live stream, with the seat's latest notice. */
export function useMonth(matchId: string, token: string) {
  const [status, setStatus] = useState<MonthStatus>();
  const [error, setError] = useState<unknown>();
  const [connected, setConnected] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  useEffect(() => {
    api<MonthStatus>(`/api/matches/${matchId}/period`, { token }).then(setStatus, setError);
    return follow(
      `/api/matches/${matchId}/events`,
      token,
      (message) => {
        if (message.event === 'period') setStatus(message.data as MonthStatus);
        if (message.event === 'notice') setNotice(message.data as Notice);
      },
      setConnected,
    );
  }, [matchId, token]);
  return { status, error, connected, notice, dismissNotice: () => setNotice(undefined) };
}

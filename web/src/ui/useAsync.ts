import { useCallback, useEffect, useState } from 'react';

export type Async<T> = { readonly state: 'loading' } | { readonly state: 'done'; readonly value: T } | { readonly state: 'failed'; readonly error: unknown };

/** Loads with `load` whenever `deps` change; `reload` loads again. Stale answers are dropped. */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Async<T>, () => void] {
  const [result, setResult] = useState<Async<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    load(controller.signal).then(
      (value) => controller.signal.aborted || setResult({ state: 'done', value }),
      (error: unknown) => controller.signal.aborted || setResult({ state: 'failed', error }),
    );
    return () => controller.abort();
  }, [...deps, round]);
  return [result, useCallback(() => setRound((r) => r + 1), [])];
}

/** Runs an action on demand, remembering whether it runs, its answer and its refusal. */
export function useAction<A extends unknown[], T>(act: (...args: A) => Promise<T>) {
  const [state, setState] = useState<{ running: boolean; value?: T; error?: unknown }>({ running: false });
  const run = async (...args: A): Promise<T | undefined> => {
    setState({ running: true });
    try {
      const value = await act(...args);
      setState({ running: false, value });
      return value;
    } catch (error) {
      setState({ running: false, error });
      return undefined;
    }
  };
  return { ...state, run };
}

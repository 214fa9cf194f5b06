import type { ReactNode } from 'react';

/** A row of tabs; only the chosen one's content is rendered. */
export function Tabs<K extends string>({ tabs, chosen, onChoose }: { readonly tabs: readonly (readonly [K, string])[]; readonly chosen: K; readonly onChoose: (key: K) => void }) {
  return (
    <nav className="tabs" role="tablist">
      {tabs.map(([key, label]) => (
        <button key={key} type="button" role="tab" aria-selected={key === chosen} className={key === chosen ? 'chosen' : ''} onClick={() => onChoose(key)}>
          {label}
        </button>
      ))}
    </nav>
  );
}

export function Panel({ children }: { readonly children: ReactNode }) {
  return <div className="panel">{children}</div>;
}

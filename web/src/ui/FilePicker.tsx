import { useState } from 'react';
import { useT } from '../app/i18n';

/**
 * A file field whose button speaks the page's language: the browser's own button says "Choose File"
 * in the browser's language, whatever the page's. The input stays (hidden) for keyboard and tests.
 */
export function FilePicker(props: { readonly label: string; readonly name: string; readonly accept: string; readonly onFile: (file: File | undefined) => void }) {
  const t = useT();
  const [chosen, setChosen] = useState<string>();
  return (
    <label className="file-picker">
      {props.label}{' '}
      <input
        className="visually-hidden"
        type="file"
        name={props.name}
        accept={props.accept}
        onChange={(event) => {
          const file = event.target.files?.[0];
          setChosen(file?.name);
          props.onFile(file);
        }}
      />
      <span className="file-button" aria-hidden="true">
        {t('chooseFile')}
      </span>{' '}
      <span className="file-name">{chosen ?? t('noFileChosen')}</span>
    </label>
  );
}

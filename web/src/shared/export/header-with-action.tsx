import type { ReactNode } from 'react';
import './header-with-action.css';

/**
 * A list header with one more action at its right end. ListHeader owns its actions; until it takes
 * extra ones, the export-all button sits beside them here.
 */
export function HeaderWithAction({ header, action }: { header: ReactNode; action: ReactNode }) {
  return (
    <div className="semaforo-header-with-action">
      <div className="semaforo-header-with-action__header">{header}</div>
      <div className="semaforo-header-with-action__action">{action}</div>
    </div>
  );
}

import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import './list-table.css';

interface ListHeaderProps {
  /** The list's title with its count, e.g. 'Lista pratiche di accettazione trovate 243'. */
  title: string;
  /** Under the title, e.g. '3 pratiche selezionate'. */
  description?: ReactNode;
  /** The list's own actions (KPI, exports, insert, refresh …), in the order given. */
  actions?: ReactNode;
}

/**
 * The head of a list screen: its title with the count, what is selected, and an actions slot. It scrolls
 * with the page: only the table's column header stays pinned, so the rows get the screen.
 */
export function ListHeader({ title, description, actions }: ListHeaderProps) {
  return (
    <Header
      variant="h1"
      description={description}
      // A flex row rather than SpaceBetween: actions drawn by components (the exports) are several
      // elements each, and all of them need the same gap.
      actions={actions && <div className="semaforo-list-actions">{actions}</div>}
    >
      {title}
    </Header>
  );
}

import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import type { VersionedCluster, VersionedClusters } from './versioned-clusters';
import { type VersionedRows, type VersionedSelection, VersionedTable } from './versioned-table';

export interface VersionedPanelProps<Row> extends VersionedRows<Row> {
  /** The screen's title: 'Configurazione parametri', 'Gestione BlackList Ceduti'. */
  title: string;
  /** Beside the title ('Aggiorna lista'). */
  headerActions?: ReactNode;
  /** Each table's title: 'Configurazione in aggiornamento', 'Configurazione attiva', 'Storico'. */
  tableTitles: Readonly<Record<VersionedCluster, string>>;
  clusters: VersionedClusters<Row>;
  /** History rows can be selected, and the header's buttons act on them (compare two versions). */
  historySelection?: VersionedSelection<Row>;
  /** The detail and the wizards the screen opens. */
  children?: ReactNode;
}

/**
 * The screen of a versioned entity (brief section 6): the version in preparation (its table only when
 * there is one; or when it could not be read, to say so), the version in force and the history. A row
 * opens its detail.
 */
export function VersionedPanel<Row>({
  title,
  headerActions,
  tableTitles,
  clusters,
  historySelection,
  children,
  ...rows
}: VersionedPanelProps<Row>) {
  const { updating } = clusters;
  const showUpdating = updating.rows.length > 0 || updating.failed;
  return (
    <ContentLayout
      header={
        <Header variant="h1" actions={headerActions}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {showUpdating && <VersionedTable title={tableTitles.updating} cluster={updating} {...rows} />}
        <VersionedTable title={tableTitles.active} cluster={clusters.active} {...rows} />
        <VersionedTable title={tableTitles.history} cluster={clusters.history} selection={historySelection} {...rows} />
      </SpaceBetween>
      {children}
    </ContentLayout>
  );
}

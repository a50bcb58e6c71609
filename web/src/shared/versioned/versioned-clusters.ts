import { useEffect, useState } from 'react';
import useSWR from 'swr';

/**
 * The three groups of versions of a versioned entity (brief section 6): the one being prepared ('in
 * aggiornamento'), the one in force, and the archived ones. Configuration calls them UPDATING, CURRENT
 * and ARCHIVED; the black lists publishing, active and archive.
 */
export const VERSIONED_CLUSTERS = ['updating', 'active', 'history'] as const;
export type VersionedCluster = (typeof VERSIONED_CLUSTERS)[number];

export interface ClusterPage<Row> {
  rows: readonly Row[];
  total: number;
}

/** How an entity is read: one page of one cluster, numbered from 0. */
export interface VersionedSource<Row> {
  /** Tells this entity's pages apart in the cache: 'configuration', 'blacklist-CEDUTI'. */
  key: string;
  fetchPage: (cluster: VersionedCluster, page: { pageNumber: number; pageSize: number }) => Promise<ClusterPage<Row>>;
  pageSizes: Readonly<Record<VersionedCluster, number>>;
}

export interface ClusterState<Row> {
  rows: readonly Row[];
  total: number;
  pageNumber: number;
  pagesCount: number;
  setPageNumber: (pageNumber: number) => void;
  /** No answer yet for this page. */
  loading: boolean;
  /** The last read of this page failed. */
  failed: boolean;
  reload: () => Promise<unknown>;
}

export interface VersionedClusters<Row> {
  updating: ClusterState<Row>;
  active: ClusterState<Row>;
  history: ClusterState<Row>;
  /** Reads the three clusters again: after every operation that succeeded (spec section 4). */
  reload: () => Promise<void>;
}

/** The three clusters of an entity, each on its own page, with one reload for all of them. */
export function useVersionedClusters<Row>(source: VersionedSource<Row>): VersionedClusters<Row> {
  const updating = useCluster(source, 'updating');
  const active = useCluster(source, 'active');
  const history = useCluster(source, 'history');
  return {
    updating,
    active,
    history,
    reload: async () => {
      await Promise.all([updating.reload(), active.reload(), history.reload()]);
    },
  };
}

export function pagesCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function useCluster<Row>(source: VersionedSource<Row>, cluster: VersionedCluster): ClusterState<Row> {
  const pageSize = source.pageSizes[cluster];
  const [pageNumber, setPageNumber] = useState(0);
  const { data, error, isLoading, mutate } = useSWR(
    ['versioned', source.key, cluster, pageNumber, pageSize],
    () => source.fetchPage(cluster, { pageNumber, pageSize }),
    // The page shown stays while the next one loads: the table does not flash empty.
    { keepPreviousData: true },
  );
  const total = data?.total ?? 0;
  const lastPage = pagesCount(total, pageSize) - 1;

  // A reload may leave fewer pages than the one shown (a version deleted): show the last one there is.
  useEffect(() => {
    if (data && pageNumber > lastPage) setPageNumber(lastPage);
  }, [data, pageNumber, lastPage]);

  return {
    rows: data?.rows ?? [],
    total,
    pageNumber,
    pagesCount: lastPage + 1,
    setPageNumber,
    loading: isLoading && !data,
    failed: error !== undefined,
    reload: () => mutate(),
  };
}

import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';

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
  /** Whether the stage asks a second person to publish, as the server said with the page; absent: yes. */
  fourEyes?: boolean;
}

export type PageRequest = { pageNumber: number; pageSize: number };

interface SourceIdentity {
  /** Tells this entity's pages apart in the cache: 'configuration', 'blacklist-CEDUTI'. */
  key: string;
  /**
   * The sources one reload reads again, after an operation on any of them (spec section 4: an
   * operation on either black list reloads both). Without one, a source is reloaded alone.
   */
  family?: string;
}

/** An entity read one page of one cluster at a time, numbered from 0 (the configuration). */
export interface PagedClustersSource<Row> extends SourceIdentity {
  fetchPage: (cluster: VersionedCluster, page: PageRequest) => Promise<ClusterPage<Row>>;
  pageSizes: Readonly<Record<VersionedCluster, number>>;
}

export type AllClusters<Row> = Readonly<Record<VersionedCluster, ClusterPage<Row>>>;

/**
 * An entity whose one call answers the three clusters, only the history paged (the black lists): the
 * call is made once per history page and serves the three tables; the version in preparation and those
 * in force come whole.
 */
export interface OneCallSource<Row> extends SourceIdentity {
  fetchClusters: (historyPage: PageRequest) => Promise<AllClusters<Row>>;
  historyPageSize: number;
  /**
   * After each answer, how soon (ms) to read again by itself, 0 for not until asked: a version whose
   * load is under way is followed until it ends.
   */
  refreshInterval?: (answer: AllClusters<Row>) => number;
}

/** How an entity is read. */
export type VersionedSource<Row> = PagedClustersSource<Row> | OneCallSource<Row>;

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
  /** Whether the stage asks a second person to publish (true until the server says otherwise). */
  fourEyes: boolean;
  reload: () => Promise<unknown>;
}

export interface VersionedClusters<Row> {
  updating: ClusterState<Row>;
  active: ClusterState<Row>;
  history: ClusterState<Row>;
  /** Reads the three clusters again, with its family's: after every operation that succeeded (spec section 4). */
  reload: () => Promise<void>;
}

type PageNumbers = Readonly<Record<VersionedCluster, number>>;
const FIRST_PAGES: PageNumbers = { updating: 0, active: 0, history: 0 };

/** The three clusters of an entity, each on its own page, with one reload for all of them. */
export function useVersionedClusters<Row>(source: VersionedSource<Row>): VersionedClusters<Row> {
  const [pages, setPages] = useState(FIRST_PAGES);
  const { mutate } = useSWRConfig();
  const family = familyOf(source);
  const updating = useCluster(source, 'updating', pages, setPages);
  const active = useCluster(source, 'active', pages, setPages);
  const history = useCluster(source, 'history', pages, setPages);
  return {
    updating,
    active,
    history,
    reload: async () => {
      await mutate((key) => Array.isArray(key) && key[0] === CACHE_PREFIX && key[1] === family);
    },
  };
}

export function pagesCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const CACHE_PREFIX = 'versioned';
const familyOf = (source: SourceIdentity) => source.family ?? source.key;
const isOneCall = <Row>(source: VersionedSource<Row>): source is OneCallSource<Row> => 'fetchClusters' in source;

/** The cached answer a cluster reads, whichever the source: its page, or the three clusters of one call. */
type Answer<Row> = Partial<AllClusters<Row>>;

interface ClusterQuery<Row> {
  key: readonly unknown[];
  fetch: () => Promise<Answer<Row>>;
  /** Rows a page holds; undefined: the cluster comes whole, on one page. */
  pageSize: number | undefined;
  pageNumber: number;
}

function clusterQuery<Row>(
  source: VersionedSource<Row>,
  cluster: VersionedCluster,
  pages: PageNumbers,
): ClusterQuery<Row> {
  const family = familyOf(source);
  if (isOneCall(source)) {
    const page = { pageNumber: pages.history, pageSize: source.historyPageSize };
    return {
      // The same key for the three clusters: one call serves them.
      key: [CACHE_PREFIX, family, source.key, 'all', page.pageNumber, page.pageSize],
      fetch: () => source.fetchClusters(page),
      pageSize: cluster === 'history' ? page.pageSize : undefined,
      pageNumber: cluster === 'history' ? page.pageNumber : 0,
    };
  }
  const page = { pageNumber: pages[cluster], pageSize: source.pageSizes[cluster] };
  return {
    key: [CACHE_PREFIX, family, source.key, cluster, page.pageNumber, page.pageSize],
    fetch: async () => ({ [cluster]: await source.fetchPage(cluster, page) }),
    pageSize: page.pageSize,
    pageNumber: page.pageNumber,
  };
}

function useCluster<Row>(
  source: VersionedSource<Row>,
  cluster: VersionedCluster,
  pages: PageNumbers,
  setPages: Dispatch<SetStateAction<PageNumbers>>,
): ClusterState<Row> {
  const { key, fetch, pageSize, pageNumber } = clusterQuery(source, cluster, pages);
  const setPageNumber = useCallback(
    (next: number) => setPages((current) => ({ ...current, [cluster]: next })),
    [setPages, cluster],
  );
  // One timer for a one-call source: the clusters share its answer, the first one follows it.
  const follow = isOneCall(source) && cluster === 'updating' ? source.refreshInterval : undefined;
  const { data, error, isLoading, mutate } = useSWR(key, fetch, {
    // The page shown stays while the next one loads: the table does not flash empty.
    keepPreviousData: true,
    refreshInterval: follow && ((answer: Answer<Row> | undefined) => (isWhole(answer) ? follow(answer) : 0)),
  });
  const page = data?.[cluster];
  const total = page?.total ?? 0;
  const lastPage = pageSize === undefined ? 0 : pagesCount(total, pageSize) - 1;

  // A reload may leave fewer pages than the one shown (a version deleted): show the last one there is.
  useEffect(() => {
    if (page && pageNumber > lastPage) setPageNumber(lastPage);
  }, [page, pageNumber, lastPage, setPageNumber]);

  return {
    rows: page?.rows ?? [],
    total,
    pageNumber,
    pagesCount: lastPage + 1,
    setPageNumber: pageSize === undefined ? () => {} : setPageNumber,
    loading: isLoading && !page,
    failed: error !== undefined,
    fourEyes: page?.fourEyes ?? true,
    reload: () => mutate(),
  };
}

function isWhole<Row>(answer: Answer<Row> | undefined): answer is AllClusters<Row> {
  return answer?.updating !== undefined && answer.active !== undefined && answer.history !== undefined;
}

/**
 * Tables, buckets and queues, declared once. The CDK stacks build them from here and the local
 * runtime creates the same ones on the emulators, so the two topologies cannot drift apart.
 * Plain data: no CDK or SDK import.
 */

export interface KeyDefinition {
  partitionKey: string;
  sortKey?: string;
}

export interface IndexDefinition extends KeyDefinition {
  indexName: string;
  /** Attributes copied into the index besides the keys; undefined projects the whole item. */
  nonKeyAttributes?: readonly string[];
}

export interface TableDefinition extends KeyDefinition {
  /** Environment variable through which handlers learn the table's name. */
  envName: string;
  indexes: readonly IndexDefinition[];
}

/**
 * Short-named copies of what the request-log filters, counts and KPIs read
 * (functions/stores/request-log/row-and-aggregate-items.ts maps them). Short names because an index
 * item's size counts its attribute names.
 */
export const REQUEST_LOG_SLIM_ATTRIBUTES = [
  'mo', // month, YYYY-MM in Italian time
  'mk', // market (row scope)
  'wf', // workflow
  'tl', // traffic light
  'st', // request status
  'oc', // output (result) code
  'sb', // subject type PF / REA / NOREA
  'pv', // province code
  'ct', // municipality, upper case
  'ga', // geographic area
  'pm', // payment mode
  'ch', // acquisition channel
  'ms', // micro segment code
  'rm', // insideRome / outsideRome
  'cm', // commodity
  'el', // elapsed ms
  'cn', // company name, upper case
  'sn', // surname, upper case
  'nm', // name, upper case
  'sc', // Siebel customer id
  'sq', // Siebel request code
  'sr', // sales request (opportunity)
  'sj', // subject: tax code, else VAT number
] as const;

/**
 * Short-named copies of what the customers list's filters, counts and KPIs read, on each customer item
 * (functions/stores/customers/items.ts maps them): the `customers` index projects only these, so a count
 * or a KPI over a million customers reads a fraction of the full items' bytes.
 */
export const CUSTOMER_SLIM_ATTRIBUTES = [
  'mk', // market A_MERCATO
  'ms', // micro segment A_MICRO_SEGMENTO_DESC
  'mc', // macro segment A_MACRO_SEGMENTO_DESC
  'pc', // performance class K_ANDAMENTALE_CLASSE, '1'…'6'
  'cs', // client status K_STATO_CLIENTE
  'di', // dunning index K_INDICE_DUNNING, '1'…'3'
  'pd', // PDR present: 'SI' / 'NO'
  'iv', // invoiced K_FATTURATO_TOTALE, a number
  'od', // overdue net K_CRED_SCAD_NETTO_TOTALE, a number
  'nd', // not yet due net K_CRED_A_SCAD_NETTO_TOTALE, a number
  'rs', // company name, folded (shared/search-text.ts)
  'co', // surname, folded
  'no', // name, folded
] as const;

/** What 'Registro modifiche' filters a day's records by: the audit table's `byDay` index carries only these. */
export const AUDIT_SLIM_ATTRIBUTES = ['user', 'route', 'entityType', 'entityId', 'outcome'] as const;

export const TABLES = {
  /** Lists, versions and configuration: white list, black lists, configurations, agencies, customers, jobs. */
  data: {
    envName: 'DATA_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      // The customers list: market x shard partitions, largest overdue first (docs/data-model.md 'Customers').
      { indexName: 'customers', partitionKey: 'cpk', sortKey: 'csk', nonKeyAttributes: CUSTOMER_SLIM_ATTRIBUTES },
    ],
  },
  /**
   * Every credit check and its aggregates per tax code and month (docs/data-model.md). The three
   * indexes carry only the slim attributes the filters, counts and KPIs read; a page fetches its
   * full rows by key afterwards.
   */
  requestLog: {
    envName: 'REQUEST_LOG_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { indexName: 'slim', partitionKey: 'spk', sortKey: 'ssk', nonKeyAttributes: REQUEST_LOG_SLIM_ATTRIBUTES },
      {
        indexName: 'bySubject',
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        nonKeyAttributes: REQUEST_LOG_SLIM_ATTRIBUTES,
      },
      { indexName: 'byId', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', nonKeyAttributes: REQUEST_LOG_SLIM_ATTRIBUTES },
      // The chains of repeated checks with two attempts or more, by month of last activity (docs/monitoring.md).
      { indexName: 'chains', partitionKey: 'cpk', sortKey: 'csk' },
    ],
  },
  /** Powertools idempotency records of the workers. */
  idempotency: { envName: 'IDEMPOTENCY_TABLE', partitionKey: 'id', indexes: [] },
  /**
   * The audit trail: one record per call of an audited route and per change the system made by itself
   * (docs/audit.md). Keyed by Italian day (`DAY#<yyyy-mm-dd>` / `<ISO instant>#<requestId>`), by entity
   * and by user, each newest first; the entity and user indexes project whole records, the day index
   * only what the list filters by. Routes and workers may only add and complete records here; the list
   * alone reads them (infra/access.ts).
   */
  audit: {
    envName: 'AUDIT_TABLE',
    partitionKey: 'pk',
    sortKey: 'sk',
    indexes: [
      { indexName: 'byEntity', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { indexName: 'byUser', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      /**
       * The day partitions again, with only what the list filters by: a count over a busy week reads a
       * few dozen bytes a record instead of the whole record (docs/benchmarks.md 'Audit trail').
       */
      { indexName: 'byDay', partitionKey: 'pk', sortKey: 'sk', nonKeyAttributes: AUDIT_SLIM_ATTRIBUTES },
    ],
  },
} as const satisfies Record<string, TableDefinition>;
export type TableName = keyof typeof TABLES;

export interface BucketDefinition {
  envName: string;
  /** Objects expire after this many days; undefined keeps them. */
  expireAfterDays?: number;
}

export const BUCKETS = {
  /** Files users upload: black lists and enrichment inputs. */
  uploads: { envName: 'UPLOADS_BUCKET', expireAfterDays: 90 },
  /** Files the workers produce for download. */
  exports: { envName: 'EXPORTS_BUCKET', expireAfterDays: 30 },
  /**
   * Each black-list load's members as a zipped CSV: what a download answers, what the next load compares
   * itself with and what a purge deletes by. Kept as long as the version is: a list stays in force for
   * months and any version can be restored, so nothing here expires (a purge deletes a deleted version's).
   */
  blacklists: { envName: 'BLACKLISTS_BUCKET' },
} as const satisfies Record<string, BucketDefinition>;
export type BucketName = keyof typeof BUCKETS;

export interface QueueDefinition {
  envName: string;
  /** The worker that consumes the queue, relative to the repository root, exporting `handler`. */
  worker: string;
  batchSize: number;
  /** Seconds; six times the worker timeout, as AWS advises for Lambda event sources. */
  visibilityTimeoutSeconds: number;
  workerTimeoutSeconds: number;
  /** Receives before a message moves to the queue's dead-letter queue. */
  maxReceiveCount: number;
}

export const QUEUES = {
  exports: {
    envName: 'EXPORTS_QUEUE_URL',
    worker: 'functions/exports/worker.ts',
    batchSize: 1,
    // Lambda's longest: a million-row export streams for minutes (docs/benchmarks.md).
    workerTimeoutSeconds: 900,
    visibilityTimeoutSeconds: 5400,
    maxReceiveCount: 3,
  },
  enrichment: {
    envName: 'ENRICHMENT_QUEUE_URL',
    worker: 'functions/enrichment/worker.ts',
    batchSize: 1,
    workerTimeoutSeconds: 300,
    visibilityTimeoutSeconds: 1800,
    maxReceiveCount: 3,
  },
  /**
   * Back-tests too long for their request: each message is one run, given as many attempts as an export
   * (a year of checks replays in minutes, docs/benchmarks.md); its changed checks then go to `exports`.
   */
  backtests: {
    envName: 'BACKTEST_QUEUE_URL',
    worker: 'functions/backtest/worker.ts',
    batchSize: 1,
    workerTimeoutSeconds: 900,
    visibilityTimeoutSeconds: 5400,
    maxReceiveCount: 3,
  },
  blacklistLoad: {
    envName: 'BLACKLIST_QUEUE_URL',
    worker: 'functions/blacklist/load-worker.ts',
    batchSize: 1,
    workerTimeoutSeconds: 300,
    visibilityTimeoutSeconds: 1800,
    maxReceiveCount: 3,
  },
  /**
   * Customer feed files dropped in the uploads bucket under `customers/` (S3 event notifications). A
   * file is split into parts of rows, each part a message of its own (docs/data-model.md 'Customers').
   */
  customerLoad: {
    envName: 'CUSTOMER_LOAD_QUEUE_URL',
    worker: 'functions/customers/load-worker.ts',
    batchSize: 1,
    workerTimeoutSeconds: 900,
    visibilityTimeoutSeconds: 5400,
    maxReceiveCount: 3,
  },
} as const satisfies Record<string, QueueDefinition>;
export type QueueName = keyof typeof QUEUES;

/**
 * S3 event notifications: an object created under `prefix` in `bucket` is announced to `queue` (the
 * body is S3's event notification). The CDK stacks configure them on the bucket; the local runtime
 * forwards the S3 emulator's events the same way (infra/local/s3-notifications.ts).
 */
export const BUCKET_NOTIFICATIONS = [
  // Customer feed files (functions/customers/load-worker.ts).
  { bucket: 'uploads', prefix: 'customers/', queue: 'customerLoad' },
] as const satisfies readonly { bucket: BucketName; prefix: string; queue: QueueName }[];

/** A function run on a clock rather than by a call or a message. */
export interface ScheduleDefinition {
  /** Handler module, relative to the repository root, exporting `handler`. */
  handler: string;
  /** Minutes and hours of the day it runs, in `timeZone` (cron fields: '0,5' is :00 and :05). */
  minute: string;
  hour: string;
  timeZone: 'Europe/Rome';
}

/**
 * Functions on a clock. CDK makes each an EventBridge Scheduler schedule in its time zone; the local
 * runtime runs each on a timer at the same times (infra/local/schedules.ts).
 */
export const SCHEDULES = {
  /**
   * The black lists' midnight switch (docs/versioned-entities.md): a publication takes effect at the
   * next Italian midnight. Run at 00:00 and again at 00:05: a run a moment early finds nothing due yet,
   * and the second one (idempotent) commits what the first could not.
   */
  blacklistMidnightSwitch: {
    handler: 'functions/blacklist/midnight-switch.ts',
    minute: '0,5',
    hour: '0',
    timeZone: 'Europe/Rome',
  },
} as const satisfies Record<string, ScheduleDefinition>;
export type ScheduleName = keyof typeof SCHEDULES;

/** Physical names used locally; in AWS, CloudFormation names the resources. */
export const LOCAL_NAMES = {
  table: (name: TableName) => `semaforo-${name}`,
  bucket: (name: BucketName) => `semaforo-${name.toLowerCase()}`,
  queue: (name: QueueName) => `semaforo-${name}`,
  deadLetterQueue: (name: QueueName) => `semaforo-${name}-dlq`,
} as const;

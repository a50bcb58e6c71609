import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  ProjectionType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  BUCKETS,
  type BucketDefinition,
  type BucketName,
  TABLES,
  type TableDefinition,
  type TableName,
} from '../../shared/resources';
import { DataAccessPolicies } from '../constructs/data-access-policies';
import { FirstConfiguration } from '../constructs/first-configuration';
import { LogsBucket } from '../constructs/logs-bucket';
import { mapKeys, pascalCase } from '../keys';

/** What the function stacks need from the data stack. */
export interface DataResources {
  tables: Record<TableName, ITable>;
  buckets: Record<BucketName, IBucket>;
  policies: DataAccessPolicies;
}

// Powertools' idempotency records carry their expiry in this attribute by default.
const TTL_ATTRIBUTE: Partial<Record<TableName, string>> = { idempotency: 'expiration' };

/**
 * Tables no one may delete, not even with the stack's own rights, until someone turns the protection off
 * first: the audit trail, kept at least ten years (docs/audit.md 'Retention').
 */
const DELETION_PROTECTED: ReadonlySet<TableName> = new Set(['audit']);

/**
 * Tables and buckets, built from their one declaration in shared/resources.ts. Everything here
 * holds data and is retained when the stack is deleted.
 */
export class DataStack extends Stack implements DataResources {
  readonly tables: Record<TableName, ITable>;
  readonly buckets: Record<BucketName, IBucket>;
  readonly policies: DataAccessPolicies;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.tables = mapKeys(TABLES, (name) => this.table(name));

    const accessLogs = new LogsBucket(this, 'AccessLogs');
    this.buckets = mapKeys(BUCKETS, (name) => this.bucket(name, accessLogs));
    this.policies = new DataAccessPolicies(this, 'Access', this.tables, this.buckets);
    new FirstConfiguration(this, 'FirstConfiguration', this.tables.data);
  }

  private table(name: TableName): Table {
    const definition: TableDefinition = TABLES[name];
    const table = new Table(this, `${pascalCase(name)}Table`, {
      partitionKey: { name: definition.partitionKey, type: AttributeType.STRING },
      sortKey: definition.sortKey ? { name: definition.sortKey, type: AttributeType.STRING } : undefined,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE[name],
      removalPolicy: RemovalPolicy.RETAIN,
      deletionProtection: DELETION_PROTECTED.has(name) || undefined,
    });
    for (const index of definition.indexes) {
      const { nonKeyAttributes } = index;
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: index.sortKey ? { name: index.sortKey, type: AttributeType.STRING } : undefined,
        projectionType: nonKeyAttributes ? ProjectionType.INCLUDE : ProjectionType.ALL,
        nonKeyAttributes: nonKeyAttributes ? [...nonKeyAttributes] : undefined,
      });
    }
    return table;
  }

  private bucket(name: BucketName, accessLogs: IBucket): Bucket {
    const definition: BucketDefinition = BUCKETS[name];
    return new Bucket(this, `${pascalCase(name)}Bucket`, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: `${name}/`,
      // Not versioned: files are written once and expire; old versions would only outlive the expiry.
      lifecycleRules: [
        {
          expiration: definition.expireAfterDays ? Duration.days(definition.expireAfterDays) : undefined,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

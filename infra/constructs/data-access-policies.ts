import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IManagedPolicy, ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { BUCKETS, type BucketName, TABLES, type TableName } from '../../shared/resources';
import type { BucketAccess, TableAccess } from '../access';
import { acknowledge, resourceFinding } from '../nag';

const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
/** A closed day's summary and cached figures: whole Puts, nothing else. */
const TALLY_WRITE = ['dynamodb:PutItem'];
/** The partition keys of the request log's tallies (functions/stores/request-log-tallies/keys.ts). */
const TALLY_PARTITIONS = ['TALLY#*', 'TALLYMONTH#*'];
/** Adds and completes records: no read, no delete, no batch (docs/audit.md). */
const TABLE_WRITE_ONLY = ['dynamodb:PutItem', 'dynamodb:UpdateItem'];
const OBJECT_ACTIONS: Record<BucketAccess, string[]> = {
  read: ['s3:GetObject'],
  put: ['s3:PutObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
};

/**
 * One managed policy per resource and access level, made on first use and shared by the functions
 * that attach it. They live next to the tables and buckets they name, for two reasons: the consumer
 * stacks only attach them (no cycle back to the data stack), and the one wildcard they hold, the
 * object keys of a bucket, can be acknowledged to cdk-nag exactly, by a same-stack reference.
 */
export class DataAccessPolicies extends Construct {
  private readonly made = new Map<string, ManagedPolicy>();

  constructor(
    scope: Construct,
    id: string,
    private readonly tables: Record<TableName, ITable>,
    private readonly buckets: Record<BucketName, IBucket>,
  ) {
    super(scope, id);
  }

  forTable(name: TableName, level: TableAccess): IManagedPolicy {
    return this.once(`${name}-table-${level}`, (policy) => {
      const table = this.tables[name];
      if (level === 'write') {
        policy.addStatements(new PolicyStatement({ actions: TABLE_WRITE_ONLY, resources: [table.tableArn] }));
        return;
      }
      // Indexes by name rather than `index/*`: no wildcard to explain, and a new index is a visible change.
      const indexArns = TABLES[name].indexes.map((index) => `${table.tableArn}/index/${index.indexName}`);
      policy.addStatements(new PolicyStatement({ actions: TABLE_READ, resources: [table.tableArn, ...indexArns] }));
      if (level === 'readWrite') {
        policy.addStatements(new PolicyStatement({ actions: TABLE_WRITE, resources: [table.tableArn] }));
      }
      if (level === 'readAppend') {
        policy.addStatements(new PolicyStatement({ actions: TABLE_WRITE_ONLY, resources: [table.tableArn] }));
      }
      if (level === 'readTallies') {
        // Writes only where the partition key is a day's or a month's tallies, never a row.
        policy.addStatements(
          new PolicyStatement({
            actions: TALLY_WRITE,
            resources: [table.tableArn],
            conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': TALLY_PARTITIONS } },
          }),
        );
      }
    });
  }

  forBucket(name: BucketName, level: BucketAccess): IManagedPolicy {
    return this.once(`${name}-bucket-${level}`, (policy) => {
      const bucket = this.buckets[name];
      const objects = bucket.arnForObjects('*');
      policy.addStatements(new PolicyStatement({ actions: OBJECT_ACTIONS[level], resources: [objects] }));
      // Listing lets a read of a missing key answer 404 instead of 403.
      if (level !== 'put') {
        policy.addStatements(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
      }
      acknowledge(
        policy,
        `IAM5[${resourceFinding(policy, objects)}]`,
        `Object actions need an object ARN; the wildcard is the keys of the ${name} bucket only (${BUCKETS[name].envName}).`,
      );
    });
  }

  private once(key: string, fill: (policy: ManagedPolicy) => void): IManagedPolicy {
    let policy = this.made.get(key);
    if (!policy) {
      policy = new ManagedPolicy(this, key, { description: `Semaforo: ${key.replaceAll('-', ' ')}` });
      fill(policy);
      this.made.set(key, policy);
    }
    return policy;
  }
}

import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { USER_POOL_ENV } from '../../functions/commons/user-pool';
import { BUCKETS, type BucketName, QUEUES, type QueueName, TABLES, type TableName } from '../../shared/resources';
import type { Access, BucketAccess, TableAccess } from '../access';
import type { DataResources } from '../stacks/data-stack';
import type { NodeFunction } from './node-function';

export interface AccessTargets {
  data: DataResources;
  /** The queues a function may send to; none for a function that sends to none. */
  queues?: Partial<Record<QueueName, IQueue>>;
  /** The stage's pool, for functions that administer its users. */
  userPool?: IUserPool;
}

/** Gives a function exactly the access of its entry in infra/access.ts, and the names to reach it by. */
export function grantAccess(fn: NodeFunction, access: Access, targets: AccessTargets): void {
  for (const [name, level] of entries<TableName, TableAccess>(access.tables)) {
    fn.role.addManagedPolicy(targets.data.policies.forTable(name, level));
    fn.setEnvironment(TABLES[name].envName, targets.data.tables[name].tableName);
  }
  for (const [name, level] of entries<BucketName, BucketAccess>(access.buckets)) {
    fn.role.addManagedPolicy(targets.data.policies.forBucket(name, level));
    fn.setEnvironment(BUCKETS[name].envName, targets.data.buckets[name].bucketName);
  }
  for (const name of access.queues ?? []) {
    const queue = targets.queues?.[name];
    if (!queue) throw new Error(`A function sends to ${name} but the queue was not given`);
    queue.grantSendMessages(fn.role);
    fn.setEnvironment(QUEUES[name].envName, queue.queueUrl);
  }
  if (access.userPool?.length) {
    if (!targets.userPool) throw new Error('A function administers users but no user pool was given');
    fn.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: access.userPool.map((action) => `cognito-idp:${action}`),
        resources: [targets.userPool.userPoolArn],
      }),
    );
    fn.setEnvironment(USER_POOL_ENV, targets.userPool.userPoolId);
  }
}

const entries = <K extends string, V>(record: Partial<Record<K, V>> | undefined) =>
  Object.entries(record ?? {}) as [K, V][];

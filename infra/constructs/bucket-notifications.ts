import { Stack } from 'aws-cdk-lib';
import { Bucket, EventType, type IBucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { BUCKET_NOTIFICATIONS, type BucketName, type QueueName } from '../../shared/resources';
import { pascalCase } from '../keys';
import { acknowledge } from '../nag';

/**
 * The S3 event notifications of shared/resources.ts: objects created under a prefix announced to a
 * queue. The buckets are imported here, in the stack of the queues: configured from the data stack,
 * the notification would point the data stack at this one, which already points back at it. An
 * imported bucket's notifications are merged with the ones it has (aws-cdk-lib's unmanaged mode).
 */
export class BucketNotifications extends Construct {
  constructor(scope: Construct, id: string, buckets: Record<BucketName, IBucket>, queues: Record<QueueName, IQueue>) {
    super(scope, id);
    for (const notification of BUCKET_NOTIFICATIONS) {
      const source = buckets[notification.bucket];
      const bucket = Bucket.fromBucketAttributes(
        this,
        `${pascalCase(notification.bucket)}To${pascalCase(notification.queue)}`,
        {
          bucketArn: source.bucketArn,
          bucketName: source.bucketName,
        },
      );
      bucket.addEventNotification(EventType.OBJECT_CREATED, new SqsDestination(queues[notification.queue]), {
        prefix: notification.prefix,
      });
    }
    // The function aws-cdk-lib writes a stack's bucket notifications with, once per deployment.
    const handler = Stack.of(this).node.tryFindChild('BucketNotificationsHandler050a0587b7544547bf325f094a3db834');
    if (handler) {
      acknowledge(
        handler,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'The bucket-notification function of aws-cdk-lib logs through the AWS managed basic execution policy; it runs once per deployment.',
      );
      acknowledge(
        handler,
        'IAM5[Resource::*]',
        'aws-cdk-lib grants its bucket-notification function s3:PutBucketNotification on any bucket; it only configures the buckets above.',
      );
    }
  }
}

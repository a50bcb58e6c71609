import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from '../nag';

/**
 * Destination of the S3 server access logs of one stack's buckets. One per stack, because S3 grants
 * the log delivery with a bucket policy naming each source bucket: a logs bucket shared across
 * stacks would point back at its consumers and make a dependency cycle.
 */
export class LogsBucket extends Bucket {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(365) }],
    });
    acknowledge(this, 'S1', 'This is the access-log destination; logging it into itself would log its own log writes.');
  }
}

import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKER_ACCESS } from '../../infra/access';
import { pascalCase } from '../../infra/keys';
import { BUCKET_NOTIFICATIONS, QUEUES, type QueueDefinition, type QueueName } from '../../shared/resources';
import { expectedEnvironment, functionsByDescription, synthApp, templateOf } from './synth-app';

const queues = Object.entries(QUEUES) as [QueueName, QueueDefinition][];

describe('workers stack', () => {
  let template: Template;
  beforeAll(() => {
    template = templateOf(synthApp().workers);
  });

  const logicalId = (prefix: string, type: string): string => {
    const ids = Object.keys(template.findResources(type)).filter((id) => id.startsWith(prefix));
    expect(ids, prefix).toHaveLength(1);
    return ids[0] as string;
  };

  it('has one worker function per queue and nothing else but the bucket-notification function', () => {
    template.resourceCountIs('AWS::Lambda::Function', queues.length + 1);
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', queues.length);
  });

  it.each(queues)('queue %s: encrypted, TLS only, redrives to its own dead-letter queue', (name, definition) => {
    const id = pascalCase(name);
    const deadLetterQueue = logicalId(`${id}DeadLetterQueue`, 'AWS::SQS::Queue');
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: definition.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueue, 'Arn'] },
        maxReceiveCount: definition.maxReceiveCount,
      },
    });
    expect(template.toJSON().Resources[deadLetterQueue].Properties).toMatchObject({
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
  });

  it('denies non-TLS access to every queue, dead-letter queues included', () => {
    template.resourceCountIs('AWS::SQS::QueuePolicy', queues.length * 2);
    template.allResourcesProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      }),
    });
  });

  it('raises no alarm itself: the dead-letter and age alarms are the monitoring stack’s, on its one topic', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
  });

  it.each(queues)('queue %s: its dead-letter queue URL is an output, for the redrive script', (name) => {
    const deadLetterQueue = logicalId(`${pascalCase(name)}DeadLetterQueue`, 'AWS::SQS::Queue');
    expect(template.toJSON().Outputs[`${pascalCase(name)}DeadLetterQueueUrl`].Value).toEqual({ Ref: deadLetterQueue });
  });

  it.each(queues)('worker of %s: consumes its queue reporting partial batch failures', (name, definition) => {
    const queue = logicalId(`${pascalCase(name)}Queue`, 'AWS::SQS::Queue');
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queue, 'Arn'] },
      BatchSize: definition.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it.each(BUCKET_NOTIFICATIONS)(
    'announces objects created in $bucket under $prefix to the $queue queue',
    (notification) => {
      const queue = logicalId(`${pascalCase(notification.queue)}Queue`, 'AWS::SQS::Queue');
      template.hasResourceProperties('Custom::S3BucketNotifications', {
        NotificationConfiguration: {
          QueueConfigurations: Match.arrayWith([
            {
              Events: ['s3:ObjectCreated:*'],
              Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: notification.prefix }] } },
              QueueArn: { 'Fn::GetAtt': [queue, 'Arn'] },
            },
          ]),
        },
        Managed: false,
      });
      // S3 may send to the queue, for this bucket only.
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        PolicyDocument: Match.objectLike({
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Allow',
              Principal: { Service: 's3.amazonaws.com' },
              Condition: { ArnLike: { 'aws:SourceArn': Match.anyValue() } },
            }),
          ]),
        }),
      });
    },
  );

  it.each(queues)('worker of %s: runtime, timeout and exactly the resources of WORKER_ACCESS', (name, definition) => {
    const worker = functionsByDescription(template).get(`Semaforo worker of the ${name} queue`);
    expect(worker).toBeDefined();
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: `Semaforo worker of the ${name} queue`,
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Timeout: definition.workerTimeoutSeconds,
      TracingConfig: { Mode: 'Active' },
    });
    expect(Object.keys(worker?.properties.Environment.Variables ?? {}).sort()).toEqual(
      expectedEnvironment(WORKER_ACCESS[name]),
    );
    // The young generation the exports benchmark measured the worker's peak memory with.
    expect(worker?.properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps --max-semi-space-size=8');
  });
});

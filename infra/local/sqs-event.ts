import type { Message } from '@aws-sdk/client-sqs';
import type { SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { LOCAL_REGION } from './settings';

/** A received message as the Lambda SQS event source hands it to a function. */
export function sqsRecord(message: Message, eventSourceARN: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ...attributes,
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: messageAttributes(message),
    md5OfBody: message.MD5OfBody ?? '',
    md5OfMessageAttributes: message.MD5OfMessageAttributes,
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion: LOCAL_REGION,
  };
}

function messageAttributes(message: Message): SQSMessageAttributes {
  const result: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(message.MessageAttributes ?? {})) {
    result[name] = {
      stringValue: value.StringValue,
      binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
      stringListValues: [],
      binaryListValues: [],
      dataType: value.DataType ?? 'String',
    };
  }
  return result;
}

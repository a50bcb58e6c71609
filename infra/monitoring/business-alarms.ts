import { Duration } from 'aws-cdk-lib';
import { EXPORT_TYPES } from '../../shared/enums';
import { METRIC_NAMES } from '../../shared/metrics';
import type { AlarmKit } from './alarm-kit';
import { appMetric } from './api-alarms';
import { CUSTOMER_FEED_DEADLINE, JOB_FAILURES } from './budgets';

/**
 * What the business notices late: the daily customer feed missing at the stated hour (the loader's
 * scheduled check, CustomerFeedMissing), and jobs of the job rail ending in ERROR, one alarm per job
 * type: every type of the rail (EXPORT_TYPES: the exports, the enrichment, and any type added to the
 * rail, such as back-tests) gets its alarm from that list.
 */
export function addBusinessAlarms(kit: AlarmKit): void {
  const { hour, lastCheckHour, timeZone } = CUSTOMER_FEED_DEADLINE;
  kit.raise('CustomerFeedMissing', {
    name: 'customer-feed-missing',
    metric: appMetric(METRIC_NAMES.customerFeedMissing, 'Maximum').with({ period: Duration.hours(1) }),
    threshold: 1,
    reason: `No customer feed has been loaded today by ${hour}:00 (${timeZone}); checked every hour until ${lastCheckHour}:00, back to OK once one is loaded.`,
  });
  for (const jobType of EXPORT_TYPES) {
    kit.raise(`JobsFailed${jobType}`, {
      name: `jobs-failed-${jobType.toLowerCase().replaceAll('_', '-')}`,
      metric: appMetric(METRIC_NAMES.jobsFailed, 'Sum', { jobType }),
      threshold: JOB_FAILURES,
      reason: `A ${jobType} job ended in ERROR by a fault or a timeout (JobsFailed): its user sees 'ERRORE' in the Extractions list.`,
    });
  }
}

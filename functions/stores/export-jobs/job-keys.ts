import type { JobRef } from './job';

/**
 * Keys of export jobs in the data table (docs/data-model.md). A job is keyed by its owner and file
 * name, so creating it claims the name in the same single conditional write; the owner's jobs and
 * everyone's jobs are read newest first through the two indexes.
 */
export const jobKey = ({ userId, fileName }: JobRef) => ({ pk: `EXPORTJOB#${userId}`, sk: `FILE#${fileName}` });

/** gsi1: one owner's jobs, by request date. */
export const ownerJobsPartition = (userId: string) => `EXPORTJOBS#${userId}`;
/** gsi2: every job, by request date, for ADMIN (jobs are a few a day: one partition holds them). */
export const ALL_JOBS_PARTITION = 'EXPORTJOBS';

/** Where a job's zip lives in the exports bucket: one object per job, so a retry overwrites, never adds. */
export const jobObjectKey = ({ userId, fileName }: JobRef) => `jobs/${encodeURIComponent(userId)}/${fileName}.zip`;

/** The message id of a job: the same job always has the same one, which makes redelivery harmless. */
export const jobMessageId = ({ userId, fileName }: JobRef) => `${userId}/${fileName}`;

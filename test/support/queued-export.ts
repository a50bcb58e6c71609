import { expect } from 'vitest';
import type { ExportJob } from '../../shared/schemas/exports';
import type { TestStack } from './local-stack';
import { eventually } from './queues';
import { csvLines, onlyFileOf } from './zip';

export interface QueuedExport {
  extractionType: string;
  filters: Record<string, unknown>;
  filename: string;
}

/**
 * A whole list exported as a user does it: queued with exportFileAsync, followed in exportFilesList
 * until the worker has made it READY, then downloaded through its presigned URL. Answers the job and
 * the CSV's lines (the BOM dropped), header first.
 */
export async function queuedExportLines(local: TestStack, username: string, request: QueuedExport) {
  const { IdToken: token } = await local.signIn(username);
  const queued = await local.api('POST', '/api/v1/exportFileAsync', {
    token,
    body: { ...request, fileSeparator: ';' },
  });
  expect(queued.status, queued.text).toBe(200);
  let job: ExportJob | undefined;
  const filters = encodeURIComponent(JSON.stringify({ fileName: request.filename }));
  await eventually(async () => {
    const listed = await local.api('GET', `/api/v1/exportFilesList?filters=${filters}`, { token });
    job = (listed.json as { exports: ExportJob[] }).exports.find((found) => found.fileName === request.filename);
    return job?.status === 'READY' || job?.status === 'ERROR';
  }, 30_000);
  const ready = job as ExportJob;
  expect(ready.status).toBe('READY');
  const link = await local.api('POST', '/api/v1/downloadFileUrl', {
    token,
    body: { userId: ready.userId, exportType: ready.exportType, fileName: ready.fileName },
  });
  expect(link.status, link.text).toBe(200);
  const file = await fetch((link.json as { url: string }).url);
  expect(file.status).toBe(200);
  const { text } = await onlyFileOf(await file.arrayBuffer());
  return { job: ready, lines: csvLines(text.slice(1)) };
}

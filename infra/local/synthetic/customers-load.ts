import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writeCustomers } from '../../../functions/stores/customers/customer-writes';
import { type InvoicedByMarket, widerInvoiced } from '../../../functions/stores/customers/invoiced-limits';
import { type LastLoad, recordLastLoad, widenInvoicedRange } from '../../../functions/stores/customers/load-records';
import type { Customer } from '../../../shared/customers/customer-fields';
import { type CustomerGeneratorOptions, generateCustomers } from './customers';

/** Customers per write: a feed part's rows go through writeCustomers in batches of this size too. */
export const CUSTOMER_WRITE_BATCH = 500;

export interface CustomerLoadOptions extends CustomerGeneratorOptions {
  documentClient: DynamoDBDocumentClient;
  /** Physical name of the data table. */
  table: string;
  /** Batches in flight. Default 4 (each with 2 requests in flight: 8 in all, as the request-log load). */
  concurrency?: number;
  onProgress?: (done: number, total: number, phase: 'customers') => void;
}

export interface CustomerLoadResult {
  customers: number;
  items: number;
  flaggedAddresses: number;
  /** The load as the customers' last load records it. */
  lastLoad: LastLoad;
  seconds: number;
}

/**
 * Writes synthetic customers through the customers' one write path (writeCustomers: flags, items,
 * then the invoiced limits and the last load's record), as a feed file of the same rows would.
 * Idempotent: the same options write the same items again.
 */
export async function loadSyntheticCustomers(options: CustomerLoadOptions): Promise<CustomerLoadResult> {
  const started = performance.now();
  const { documentClient, table, count, onProgress = () => {} } = options;
  const concurrency = options.concurrency ?? 4;
  const inFlight = new Set<Promise<void>>();
  let failure: unknown;
  let done = 0;
  const totals = { items: 0, flaggedAddresses: 0 };
  let range: InvoicedByMarket = {};
  let kpiDate: string | null = null;

  let batches = 0;
  const write = async (batch: Customer[]) => {
    while (inFlight.size >= concurrency) await Promise.race(inFlight);
    if (failure) throw failure;
    batches += 1;
    const pending = writeCustomers(documentClient, table, batch, 2, `synthetic#${options.seed}#${batches}`)
      .then((written) => {
        totals.items += written.items;
        totals.flaggedAddresses += written.flaggedAddresses;
        range = widerInvoiced(range, written.invoiced);
        if (written.kpiDate && (!kpiDate || written.kpiDate > kpiDate)) kpiDate = written.kpiDate;
        done += batch.length;
        onProgress(done, count, 'customers');
      })
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => inFlight.delete(pending));
    inFlight.add(pending);
  };

  onProgress(0, count, 'customers');
  let batch: Customer[] = [];
  for (const customer of generateCustomers(options)) {
    batch.push(customer);
    if (batch.length < CUSTOMER_WRITE_BATCH) continue;
    await write(batch);
    batch = [];
  }
  if (batch.length > 0) await write(batch);
  await Promise.all(inFlight);
  if (failure) throw failure;

  await widenInvoicedRange(documentClient, table, range);
  const lastLoad: LastLoad = {
    loadId: `synthetic#seed=${options.seed}#count=${count}#kpi=${options.kpiDate}`,
    file: `synthetic (seed ${options.seed})`,
    rows: done,
    refused: 0,
    kpiDate,
    loadedAt: new Date().toISOString(),
  };
  await recordLastLoad(documentClient, table, lastLoad);
  return { customers: done, ...totals, lastLoad, seconds: (performance.now() - started) / 1000 };
}

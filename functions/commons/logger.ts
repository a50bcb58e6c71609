import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger per container; the handler frame adds the request id and route to each line. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'semaforo' });

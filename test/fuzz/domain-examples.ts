import { DEMO_SUBJECTS, type DemoSubject } from '../../infra/local/demo/precheck-demo-subjects';
import type { RouteName } from '../../shared/route-table';
import { creditCheckRequestFor } from '../support/credit-check-request';
import { zipOf } from '../support/zip-fixtures';

/**
 * Requests a handler carries out, not only its schema: a schema-drawn request passes the structure but
 * not the precheck validators (a real tax code, a province's municipality) or the upload's reading of
 * the file (a zip holding one CSV). The fuzz mutates these too, so it reaches the decision engine and the
 * enrichment, not only the validators in front of them.
 */
/** A prospect with no history: a green light, through every rule of the decision engine. */
const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;
const csv = 'Nome;Codice fiscale;Partita IVA\r\nGiovanni Fontana;FNTGNN80B14H501Y;\r\nAcme;;07000000017\r\n';

export const DOMAIN_EXAMPLES: Partial<Record<RouteName, { body: unknown }>> = {
  creditCheck: { body: creditCheckRequestFor(prospect) },
  uploadEnricherFile: {
    body: {
      realFilename: 'soggetti.zip',
      outputFilename: 'fuzz',
      data: zipOf([{ name: 'soggetti.csv', data: Buffer.from(csv, 'utf8') }]).toString('base64'),
      fileSeparator: ';',
      note: 'fuzz',
    },
  },
};

import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalClients } from '../../infra/local/aws-clients';
import {
  DEMO_ADDRESS,
  DEMO_SUBJECTS,
  type DemoSubject,
  RADIATI_COMPANY,
} from '../../infra/local/demo/precheck-demo-subjects';
import { DEMO_BLACKLISTS_IN_FORCE } from '../../infra/local/demo/precheck-seeder';
import { LOCAL_NAMES } from '../../shared/resources';
import { startTestStack, type TestStack } from '../support/local-stack';

let local: TestStack;
let clients: ReturnType<typeof createLocalClients>;
let agentToken: string;

beforeAll(async () => {
  local = await startTestStack();
  clients = createLocalClients(local.stack.endpoints);
  agentToken = (await local.signIn('anna.ferrari')).IdToken;
});

afterAll(async () => {
  clients?.destroy();
  await local?.stop();
});

type Body = Record<string, unknown>;

function requestFor(
  subject: Pick<DemoSubject, 'subjectType' | 'microSegment' | 'address'> & Partial<DemoSubject>,
): Body {
  const address = {
    provinceCode: subject.address.provinceCode,
    municipality: { name: subject.address.municipality },
    street: subject.address.street,
  };
  return {
    workflow: 'EVOPRECHECK',
    subjectType: subject.subjectType,
    microSegment: subject.microSegment,
    taxCode: subject.taxCode ?? null,
    vatRegistrationNo: subject.vatRegistrationNo ?? null,
    name: subject.subjectType === 'PF' ? subject.name : null,
    surname: subject.subjectType === 'PF' ? subject.surname : null,
    contactAddress: address,
    supplyPointList: [
      {
        commodity: 'ELE',
        type: 'POD',
        supplyKind: 'DOM',
        paymentMode: 'RID',
        pointAddress: address,
        invoiceAddress: address,
      },
    ],
  };
}

const prospect = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX400') as DemoSubject;

/** A subject's stored rows: keys from the bySubject index, then each item with its row. */
async function rowsOf(subject: string) {
  const TableName = LOCAL_NAMES.table('requestLog');
  const { Items = [] } = await clients.documentClient.send(
    new QueryCommand({
      TableName,
      IndexName: 'bySubject',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `SUBJECT#${subject}` },
    }),
  );
  const stored = await Promise.all(
    Items.map(({ pk, sk }) => clients.documentClient.send(new GetCommand({ TableName, Key: { pk, sk } }))),
  );
  return stored.map(
    ({ Item }): Record<string, unknown> => ({ ...(Item?.row as Record<string, unknown>), pk: Item?.pk }),
  );
}

describe('POST /api/v1/creditcheck with the demo subjects', () => {
  it.each(DEMO_SUBJECTS.map((subject) => [subject.expected.code, subject.label, subject] as const))(
    '%s: %s',
    async (_code, _label, subject) => {
      const { status, json } = await local.api('POST', '/api/v1/creditcheck', {
        token: agentToken,
        body: requestFor(subject),
      });
      expect(status, JSON.stringify(json)).toBe(200);
      expect(json).toMatchObject({
        transactionInfo: { code: 200 },
        fullCheckInfo: {
          trafficLight: subject.expected.trafficLight,
          trafficLightReason: { code: subject.expected.code },
        },
      });
      // An agent reads which rule decided, and nothing else of the explanation.
      expect(Object.keys((json as { explanation: object }).explanation)).toEqual(['rule']);
    },
  );
});

describe('what each role reads of the answer', () => {
  const inArrears = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX303') as DemoSubject;
  const atFlaggedAddress = DEMO_SUBJECTS.find((subject) => subject.expected.code === 'EX408') as DemoSubject;
  const checkAs = async (username: string, subject: DemoSubject) => {
    const { IdToken } = await local.signIn(username);
    const response = await local.api('POST', '/api/v1/creditcheck', { token: IdToken, body: requestFor(subject) });
    expect(response.status, response.text).toBe(200);
    return response.json as { idRequest: number; explanation: Record<string, unknown> } & Body;
  };

  /**
   * The answer's text without its own request id, whose digits are the log's counter: no figure of the
   * customer (600 € overdue of 2,000 € invoiced, 300 € not yet due), no threshold of the configuration
   * (500 €, 20 %, 5,000 €), no field name, no configuration row, no other subject of the address.
   */
  const LEAKS = [
    '600',
    '300',
    '900',
    '500',
    '2000',
    '5000',
    'K_',
    'CRED',
    'FATTURATO',
    'configuration',
    'comparisons',
    'threshold',
    'actual',
    'summary',
    'notes',
    'noteDetails',
    'DEFAULT',
    RADIATI_COMPANY.vatRegistrationNo as string,
    RADIATI_COMPANY.companyName as string,
  ];

  it.each([
    ['EX303', inArrears, 'PAYMENT_TREND'],
    ['EX408', atFlaggedAddress, 'FRAUD_CORRELATION'],
  ] as const)(
    'an AGENT reads the light, the reason and the rule of %s, no figure and no threshold',
    async (code, subject, rule) => {
      const answer = await checkAs('anna.ferrari', subject);
      expect(answer).toEqual({
        transactionInfo: { code: 200, errorDescription: null },
        fullCheckInfo: { trafficLight: 'R', trafficLightReason: { code, description: expect.any(String) } },
        idRequest: expect.any(Number),
        explanation: { rule },
        // The subject was checked earlier in this file: the counter's notice, a count of its own checks and
        // no figure (test/integration/repeated-checks.test.ts holds when it is there).
        ...(answer.repeatedChecks ? { repeatedChecks: { count: expect.any(Number), days: 7 } } : {}),
      });
      const text = JSON.stringify({ ...answer, idRequest: undefined });
      for (const leak of LEAKS) expect(text, leak).not.toContain(leak);
    },
  );

  it('a RISK_OFFICER reads the whole explanation: the figures, the thresholds and the rows', async () => {
    const answer = await checkAs('giulia.bianchi', inArrears);
    expect(answer.explanation).toMatchObject({
      rule: 'PAYMENT_TREND',
      configurationRows: { paymentTrendChecks: 'PF/DEFAULT' },
      configuration: { id: 'demo-configuration-1', version: 1 },
      comparisons: expect.arrayContaining([
        expect.objectContaining({
          measure: 'OVERDUE',
          fields: ['K_CRED_SCAD_NETTO_TOTALE'],
          actual: 600,
          threshold: 500,
        }),
        expect.objectContaining({ measure: 'OVERDUE_SHARE', actual: 30, threshold: 20 }),
        expect.objectContaining({ measure: 'EXPOSURE', actual: 900, threshold: 5000 }),
      ]),
    });
  });

  it("keeps the whole explanation in the request log of an agent's check, and its detail for the staff", async () => {
    const answer = await checkAs('anna.ferrari', inArrears);
    const row = (await rowsOf(inArrears.taxCode as string)).find(
      (candidate) => candidate.idRequest === answer.idRequest,
    );
    expect(row?.explanation).toMatchObject({
      rule: 'PAYMENT_TREND',
      configurationRows: { paymentTrendChecks: 'PF/DEFAULT' },
      comparisons: expect.arrayContaining([expect.objectContaining({ measure: 'OVERDUE', actual: 600 })]),
    });
    const detail = (username: string) =>
      local
        .signIn(username)
        .then(({ IdToken }) => local.api('GET', `/api/v1/requestLogCheck/${answer.idRequest}`, { token: IdToken }));
    expect((await detail('anna.ferrari')).status).toBe(403);
    const forStaff = await detail('giulia.bianchi');
    expect(forStaff.status, forStaff.text).toBe(200);
    expect((forStaff.json as { explanation: unknown }).explanation).toEqual(row?.explanation);
  });
});

describe('the request log', () => {
  it('records each check with an increasing idRequest and the explanation', async () => {
    const first = (await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body: requestFor(prospect) }))
      .json as { idRequest: number };
    const second = (await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body: requestFor(prospect) }))
      .json as { idRequest: number };
    expect(second.idRequest).toBeGreaterThan(first.idRequest);

    const rows = await rowsOf(prospect.taxCode as string);
    const row = rows.find((candidate) => candidate.idRequest === second.idRequest);
    expect(row).toMatchObject({
      requestStatus: 'SUCCESS',
      workflow: 'EVOPRECHECK',
      taxCode: prospect.taxCode,
      surname: prospect.surname,
      name: prospect.name,
      subjectTypeC: 'PF',
      microSegmentDesc: 'PER',
      municipalityName: 'Roma',
      provinceCode: 'RM',
      commodity: 'ELE',
      paymentModeRid: 'RID',
      scope: 'L',
      geoArea: 'ROMA',
      acquisitionChannel: 'AGENZIA',
      trafficLight: 'V',
      outputCode: 'EX400',
      userId: 'anna.ferrari',
      configurationId: 'demo-configuration-1',
      configurationVersion: 1,
      blacklistVersions: DEMO_BLACKLISTS_IN_FORCE,
      explanation: { rule: 'PROSPECT' },
    });
    expect(row?.elapsed).toBeGreaterThanOrEqual(0);
    expect(row?.pk).toMatch(/^LOG#\d{4}-\d{2}-\d{2}#[0-3]$/);
  });
});

describe('bad input', () => {
  const prospectRequest = requestFor(prospect);
  const withSubject = (changes: Body) => ({ ...prospectRequest, ...changes });
  const withAddress = (changes: Body) => {
    const address = { ...(prospectRequest.contactAddress as Body), ...changes };
    const point = (prospectRequest.supplyPointList as Body[])[0];
    return {
      ...prospectRequest,
      contactAddress: address,
      supplyPointList: [{ ...point, pointAddress: address, invoiceAddress: address }],
    };
  };

  it.each<[string, Body, string, string]>([
    ['tax code too short', withSubject({ taxCode: 'FNTGNN80B14H501' }), 'taxCode', 'Deve essere di 16 caratteri'],
    [
      'tax code characters',
      withSubject({ taxCode: 'FNTGNN80B14H50!Y' }),
      'taxCode',
      'Il codice fiscale contiene dei caratteri non validi.',
    ],
    [
      'tax code check letter',
      withSubject({ taxCode: 'FNTGNN80B14H501A' }),
      'taxCode',
      'Codice fiscale non corretto: il codice di controllo non corrisponde.',
    ],
    [
      'tax code of another name',
      withSubject({ name: 'Mario' }),
      'taxCode',
      'Il Nome ed il Cognome non combaciano con il Codice Fiscale inserito',
    ],
    ['PF without name', withSubject({ name: null }), 'name', 'Campo obbligatorio'],
    ['PF without surname', withSubject({ surname: '' }), 'surname', 'Campo obbligatorio'],
    [
      'PF with a VAT number only',
      withSubject({ taxCode: null, vatRegistrationNo: '01234560587' }),
      'taxCode',
      'Campo obbligatorio',
    ],
    [
      'PG without VAT number',
      withSubject({ subjectType: 'PG', microSegment: 'SOC', taxCode: null, name: null, surname: null }),
      'vatRegistrationNo',
      'Campo obbligatorio',
    ],
    [
      'VAT number length',
      withSubject({ subjectType: 'PG', microSegment: 'SOC', taxCode: null, vatRegistrationNo: '0123456058' }),
      'vatRegistrationNo',
      'Deve essere di 11 caratteri',
    ],
    [
      'VAT number characters',
      withSubject({ subjectType: 'PG', microSegment: 'SOC', taxCode: null, vatRegistrationNo: '0123456058A' }),
      'vatRegistrationNo',
      'la parita iva contiene dei caratteri non validi.',
    ],
    [
      'VAT number check digit',
      withSubject({ subjectType: 'PG', microSegment: 'SOC', taxCode: null, vatRegistrationNo: '01234560580' }),
      'vatRegistrationNo',
      'Partita IVA non corretta: il codice di controllo non corrisponde.',
    ],
    [
      'micro segment of another subject type',
      withSubject({ microSegment: 'SOC' }),
      'microSegment',
      'Specificare un microsegmento',
    ],
    ['no micro segment', withSubject({ microSegment: null }), 'microSegment', 'Specificare un microsegmento'],
    [
      'no commodity',
      withSubject({ supplyPointList: [{ ...(prospectRequest.supplyPointList as Body[])[0], commodity: null }] }),
      'supplyPointList.0.commodity',
      'Definire una commodity',
    ],
    [
      'no payment mode',
      withSubject({ supplyPointList: [{ ...(prospectRequest.supplyPointList as Body[])[0], paymentMode: '' }] }),
      'supplyPointList.0.paymentMode',
      'Definire una modalità di pagamento',
    ],
    ['no province', withAddress({ provinceCode: '' }), 'contactAddress.provinceCode', 'Scegliere una provincia'],
    [
      'no municipality',
      withAddress({ municipality: { name: '  ' } }),
      'contactAddress.municipality.name',
      'Scegliere un comune',
    ],
    [
      'municipality not in the province',
      withAddress({ provinceCode: 'MI' }),
      'contactAddress.municipality.name',
      'Scegliere un comune',
    ],
    ['no street', withAddress({ street: '' }), 'contactAddress.street', 'Definire una via'],
  ])('%s: 400 with its message and no row', async (_case, body, field, description) => {
    const before = (await rowsOf(prospect.taxCode as string)).length;
    const { status, json } = await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body });
    expect(status).toBe(400);
    expect((json as { errors: unknown[] }).errors).toContainEqual({ code: 'VALIDATION_ERROR', field, description });
    expect((await rowsOf(prospect.taxCode as string)).length).toBe(before);
  });

  it.each([
    [
      'commodity',
      withSubject({ supplyPointList: [{ ...(prospectRequest.supplyPointList as Body[])[0], commodity: 'WATER' }] }),
    ],
    ['subject type', withSubject({ subjectType: 'XX' })],
  ])('refuses an unknown %s with 400', async (_field, body) => {
    const { status, json } = await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body });
    expect(status).toBe(400);
    expect((json as { errors: { code: string }[] }).errors[0]?.code).toBe('VALIDATION_ERROR');
  });

  it('matches the municipality regardless of case and stores the list name', async () => {
    const body = withAddress({ municipality: { name: 'roma' } });
    const { status } = await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body });
    expect(status).toBe(200);
  });
});

describe('who may call it', () => {
  it('refuses ANALISTA_LIBERO, which has no precheck screen, with 403', async () => {
    const { IdToken } = await local.signIn('sara.neri');
    const { status } = await local.api('POST', '/api/v1/creditcheck', { token: IdToken, body: requestFor(prospect) });
    expect(status).toBe(403);
  });

  it('lets an AGENT check a subject anywhere in Italy', async () => {
    const body = requestFor({ ...prospect, address: { ...DEMO_ADDRESS, provinceCode: 'CO', municipality: 'Cantù' } });
    const { status } = await local.api('POST', '/api/v1/creditcheck', { token: agentToken, body });
    expect(status).toBe(200);
  });
});

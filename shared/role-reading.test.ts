import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFor, type RoleReading, responseSchemaFor, responseSchemas } from './role-reading';

const Whole = z.object({ light: z.string(), figure: z.number() });
const Light = z.strictObject({ light: z.string() });
const route = {
  response: Whole,
  responseFor: {
    AGENT: { schema: Light, read: (whole: z.output<typeof Whole>) => ({ light: whole.light }) } as RoleReading,
  },
};

describe('what a role reads of an answer', () => {
  it('is the role’s reading when it has one, else the whole answer', () => {
    expect(bodyFor(route, 'AGENT', { light: 'R', figure: 600 })).toEqual({ light: 'R' });
    expect(bodyFor(route, 'RISK_OFFICER', { light: 'R', figure: 600 })).toEqual({ light: 'R', figure: 600 });
    expect(bodyFor({ response: Whole }, 'AGENT', { light: 'V', figure: 1 })).toEqual({ light: 'V', figure: 1 });
  });

  it('throws rather than answer more than the reading’s schema says', () => {
    const leaking = { ...route, responseFor: { AGENT: { schema: Light, read: (whole: unknown) => whole } } };
    expect(() => bodyFor(leaking, 'AGENT', { light: 'R', figure: 600 })).toThrow();
  });

  it('names the schema each role reads, and every shape the route answers in', () => {
    expect(responseSchemaFor(route, 'AGENT')).toBe(Light);
    expect(responseSchemaFor(route, 'ADMIN')).toBe(Whole);
    expect(responseSchemas(route)).toEqual([Whole, Light]);
    expect(responseSchemas({ response: Whole })).toEqual([Whole]);
  });
});

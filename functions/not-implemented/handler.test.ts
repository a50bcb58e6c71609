import { describe, expect, it } from 'vitest';
import { apiEvent, invokeHandler } from '../../test/support/handler-events';
import { handler as notImplemented } from './handler';

describe('not-implemented handler', () => {
  it('answers 501 on a route not built yet, after the role and body checks', async () => {
    const upload = { resource: '/api/v1/uploadBlacklist', path: '/api/v1/uploadBlacklist' };
    expect((await invokeHandler(notImplemented, apiEvent({ ...upload, groups: 'AGENT' }))).status).toBe(403);
    expect((await invokeHandler(notImplemented, apiEvent({ ...upload, body: '{}' }))).status).toBe(400);
    const valid = JSON.stringify({ filename: 'radiati', data: 'UEsDBA==', blType: 'RADIATI' });
    const { status, body } = await invokeHandler(notImplemented, apiEvent({ ...upload, body: valid }));
    expect(status).toBe(501);
    expect(body.errors[0].code).toBe('NOT_IMPLEMENTED');
  });
});

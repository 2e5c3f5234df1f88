import { respondWith } from '../../../tools/jest/apiResponses';
import { callApi } from './callApi';

it('fills the path from the contract key, sends query and body, and answers the data', async () => {
  const seen: Array<{ url?: string; params?: unknown; data?: unknown }> = [];
  respondWith({
    'DELETE /api/student/interested/a%2Fb%20c': (config) => {
      seen.push({ url: config.url });
      return { status: 200, data: { message: 'Removed from your interest list.' } };
    },
    'GET /api/owner/rules': (config) => {
      seen.push({ params: config.params });
      return { status: 200, data: { rules: [{ id: 1, text: 'Gate closes at 10 PM.' }] } };
    },
    'PUT /api/owner/rules/7': (config) => {
      seen.push({ data: JSON.parse(config.data) });
      return { status: 200, data: { message: 'Rule updated.', rule: { id: 7, text: 'Quiet after 11.' } } };
    },
  });
  expect(await callApi('DELETE /api/student/interested/:hostelId', { params: { hostelId: 'a/b c' } })).toEqual({
    message: 'Removed from your interest list.',
  });
  const { rules } = await callApi('GET /api/owner/rules', { query: { hostelId: 'h1' } });
  expect(rules[0].text).toBe('Gate closes at 10 PM.');
  const { rule } = await callApi('PUT /api/owner/rules/:id', { params: { id: 7 }, body: { text: 'Quiet after 11.' } });
  expect(rule).toEqual({ id: 7, text: 'Quiet after 11.' });
  expect(seen).toEqual([
    { url: '/api/student/interested/a%2Fb%20c' },
    { params: { hostelId: 'h1' } },
    { data: { text: 'Quiet after 11.' } },
  ]);
});

it("sends a GET's query as the contract names it, under the configured API address", async () => {
  const { configureApi } = await import('shared-auth');
  const sent: string[] = [];
  respondWith({
    'GET /api/hostels': (config) => {
      sent.push(config.href.slice('http://api.test'.length));
      return { status: 200, data: { hostels: [], total: 0, page: 2, pageSize: 12, totalPages: 1 } };
    },
  });
  configureApi({ baseUrl: 'http://api.test' });
  try {
    const input = { query: { page: 2, type: 'Girls', search: 'near CVR & college' } } as const;
    await callApi('GET /api/hostels', input);
    expect(sent[0]).toBe('/api/hostels?page=2&type=Girls&search=near+CVR+%26+college');
  } finally {
    configureApi({ baseUrl: '' });
  }
});

describe('a write carries the Idempotency-Key of its submission', () => {
  const keysSent: string[] = [];
  const answers: Array<{ status: number; data: unknown }> = [];
  beforeEach(() => {
    keysSent.length = 0;
    answers.length = 0;
    respondWith({
      'POST /api/student/complaints': (config) => {
        keysSent.push(config.headers['Idempotency-Key']);
        return answers.shift() ?? { status: 201, data: { message: 'Complaint submitted successfully!' } };
      },
    });
  });
  const body = { subject: 'Fan', details: 'The fan does not work.', category: 'Other' } as const;
  const send = () => callApi('POST /api/student/complaints', { body });

  it('a double tap sends once and both taps get its answer', async () => {
    const [a, b] = await Promise.all([send(), send()]);
    expect(a).toEqual(b);
    expect(keysSent).toHaveLength(1);
    expect(keysSent[0]).toMatch(/^[\w-]{8,}$/);
  });

  it('a retry after a 503 keeps the key; after a definite answer the next submission has a new one', async () => {
    answers.push({ status: 503, data: { message: 'The service is briefly unavailable.' } });
    await expect(send()).rejects.toThrow();
    await send();
    await send();
    expect(keysSent[1]).toBe(keysSent[0]);
    expect(keysSent[2]).not.toBe(keysSent[1]);
  });

  it('a refusal of the request itself (400) ends the submission', async () => {
    answers.push({ status: 400, data: { message: 'Subject is required.' } });
    await expect(send()).rejects.toThrow();
    await send();
    expect(keysSent[1]).not.toBe(keysSent[0]);
  });

  it('reads send no key', async () => {
    let headers: Record<string, string> = {};
    respondWith({
      'GET /api/owner/rules': (config) => {
        headers = config.headers;
        return { status: 200, data: { rules: [] } };
      },
    });
    await callApi('GET /api/owner/rules', { query: { hostelId: 'h1' } });
    expect(headers['Idempotency-Key']).toBeUndefined();
  });
});

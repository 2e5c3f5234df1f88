import { respondWith } from '../../../tools/jest/apiResponses';
import { callApi } from './callApi';
import { everyPage } from './everyPage';

it('reads page after page until a short one, so a long list arrives whole', async () => {
  const asked: unknown[] = [];
  const complaints = Array.from({ length: 203 }, (_, i) => ({
    id: `c${i}`,
    hostelName: 'Sri Sai Residency',
    subject: `Complaint ${i}`,
    details: 'The tap leaks.',
    status: 'Pending',
    createdAt: '2026-11-01T10:00:00.000Z',
  }));
  respondWith({
    'GET /api/student/complaints': (config) => {
      const { page, pageSize } = config.params as { page: number; pageSize: number };
      asked.push({ page, pageSize });
      return { status: 200, data: { complaints: complaints.slice((page - 1) * pageSize, page * pageSize) } };
    },
  });
  const all = await everyPage(async (query) => (await callApi('GET /api/student/complaints', { query })).complaints);
  expect(all.map((c) => c.id)).toEqual(complaints.map((c) => c.id));
  expect(asked).toEqual([
    { page: 1, pageSize: 100 },
    { page: 2, pageSize: 100 },
    { page: 3, pageSize: 100 },
  ]);
});

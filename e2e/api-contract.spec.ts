// The check of every API answer against the OpenAPI document (an automatic fixture of every test) sees the
// answers and refuses those the document does not describe.
import { expect, gotoInteractive, test } from './support';

test('records what the pages and the test fetch, and finds each answer in the document', async ({
  page,
  request,
  apiAnswers,
  apiContract,
}) => {
  await gotoInteractive(page, '/weather');
  await expect(page.getByText(/KAFW/).first()).toBeVisible();
  await request.get('/api/countries');
  await page.request.get('/api/about');
  const seen = await apiAnswers.answers();
  const paths = seen.map((a) => `${a.method} ${new URL(a.url).pathname} ${a.status}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^GET \/api\/NoaaCrosswindMetar(DensityAltitude)?\/KAFW\/\S+ 200$/),
      'PUT /api/AddActivity 200',
      expect.stringMatching(/^GET \/api\/forecast\/\S+ 200$/),
      'GET /api/countries 200',
      'GET /api/about 200',
    ]),
  );
  expect(seen.map((a) => apiContract.problem(a)).filter(Boolean)).toEqual([]);
});

test('refuses an answer off its schema, an undocumented status or content type, and an unknown operation', async ({
  apiContract,
  baseURL,
}) => {
  const answer = (
    method: string,
    path: string,
    status: number,
    body: unknown,
    type = 'application/json',
  ) => ({
    method,
    url: `${baseURL}${path}`,
    status,
    type,
    body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const metar = { station: 'KAFW', raw: 'KAFW 011853Z 18010KT', time: '2026-01-01T18:53:00.000Z' };
  const meta = { stale: false, fetchedAt: '2026-01-01T18:55:00.000Z', ageSeconds: 0, replay: true };
  expect(
    apiContract.problem(answer('GET', '/api/NoaaMetar/KAFW', 200, { success: true, data: metar, meta })),
  ).toBeNull();
  // A field the document does not list, a wrong type, a missing field.
  expect(
    apiContract.problem(
      answer('GET', '/api/NoaaMetar/KAFW', 200, { success: true, data: { ...metar, x: 1 }, meta }),
    ),
  ).toMatch(/NoaaMetar.*additional properties/);
  expect(
    apiContract.problem(
      answer('GET', '/api/NoaaMetar/KAFW', 200, { success: true, data: { ...metar, raw: 7 }, meta }),
    ),
  ).toMatch(/\/data\/raw must be string/);
  expect(apiContract.problem(answer('GET', '/api/countries', 200, { success: true }))).toMatch(
    /required property 'data'/,
  );
  expect(apiContract.problem(answer('GET', '/api/countries', 418, { success: false, error: 'x' }))).toMatch(
    /countries does not document/,
  );
  expect(apiContract.problem(answer('GET', '/api/image/1', 200, 'bytes', 'image/png'))).toMatch(
    /as image\/png; the document says image\/webp/,
  );
  expect(apiContract.problem(answer('GET', '/api/image/1', 200, 'bytes', 'image/webp'))).toBeNull();
  expect(apiContract.problem(answer('POST', '/api/nothing', 200, { success: true }))).toMatch(
    /no such operation/,
  );
  expect(
    apiContract.problem(answer('GET', '/api/nothing', 404, { success: false, error: 'No such endpoint' })),
  ).toBeNull();
  // Failures are checked too: against the shared Failure schema.
  expect(apiContract.problem(answer('GET', '/api/Contact/1', 401, { success: false }))).toMatch(/'error'/);
});

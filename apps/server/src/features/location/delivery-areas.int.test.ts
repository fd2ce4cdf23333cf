import { describe, expect, it } from 'vitest';
import { testEngines } from '@sulit/tools/testing/engines';
import { useTestApp } from '../../test-app';

interface AreasBody {
  stores: { source_code: string; name: string; address: string }[];
  provinces: { id: number; name: string; cities: { id: number; name: string; source_code: string }[] }[];
}

/** The static areas.json (spec §7) and the delivery-areas checker's source of truth. */
describe.each(testEngines())('areas.json on $engine', ({ open }) => {
  const server = useTestApp(open);
  const db = () => server.database.db;

  it('serves the provinces and cities each store delivers to, cacheable like the directory', async () => {
    const res = await server.app.inject('/areas.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=43200');
    expect(res.headers.etag).toBeDefined();
    const again = await server.app.inject({
      url: '/areas.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const body = res.json() as AreasBody;
    expect(body.stores.map((s) => s.source_code)).toEqual(['balintawak', 'otis', 'arcovia', 'alabang', 'cebu']);
    const names = body.provinces.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['Metro Manila', 'Bulacan', 'Rizal', 'Batangas', 'Cavite', 'Laguna', 'Cebu']),
    );
    expect(names).toHaveLength(7);
    expect(names).not.toContain('Abra');
    const source = (province: string, city: string) =>
      body.provinces.find((p) => p.name === province)?.cities.find((c) => c.name === city)?.source_code;
    expect(source('Bulacan', 'City of Malolos')).toBe('balintawak');
    expect(source('Cebu', 'City of Cebu')).toBe('cebu');
    // Metro Manila cities override their province's store.
    const metro = new Set(body.provinces.find((p) => p.name === 'Metro Manila')!.cities.map((c) => c.source_code));
    expect(metro.size).toBeGreaterThan(1);
  });

  it('agrees with check-location for a barangay in a listed city and one outside every listed city', async () => {
    const body = (await server.app.inject('/areas.json')).json() as AreasBody;
    const listed = new Map(body.provinces.flatMap((p) => p.cities.map((c) => [c.id, c.source_code] as const)));
    const cityIds = [...listed.keys()];
    const inside = await db()
      .selectFrom('barangays')
      .select(['id', 'city_id'])
      .where('city_id', 'in', [cityIds[0]!, cityIds[cityIds.length - 1]!])
      .execute();
    for (const b of inside.slice(0, 5)) {
      const check = await server.app.inject(`/rest/V1/sulit/check-location?township_id=${b.id}`);
      expect(check.json()).toMatchObject({ deliverable: true, source_code: listed.get(b.city_id) });
    }
    const outside = await db()
      .selectFrom('barangays')
      .select(['id', 'city_id'])
      .where('city_id', 'not in', cityIds)
      .limit(5)
      .execute();
    expect(outside.length).toBe(5);
    for (const b of outside) {
      const check = await server.app.inject(`/rest/V1/sulit/check-location?township_id=${b.id}`);
      expect(check.json()).toMatchObject({
        deliverable: false,
        source_code: null,
        message: 'We are currently not delivering to this area.',
      });
    }
  });

  it('follows the directory: a province that stops shipping leaves the file', async () => {
    await db().updateTable('provinces').set({ allow_shipping: 0 }).where('name', '=', 'Rizal').execute();
    const body = (await server.app.inject('/areas.json')).json() as AreasBody;
    expect(body.provinces.map((p) => p.name)).not.toContain('Rizal');
    await db().updateTable('provinces').set({ allow_shipping: 1 }).where('name', '=', 'Rizal').execute();
  });

  it('is read-only: writes and hostile paths are refused without changing the directory', async () => {
    const before = await db()
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await server.app.inject({ method, url: '/areas.json', payload: { provinces: [] } });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, method).toBeLessThan(500);
    }
    expect((await server.app.inject('/areas.json%00')).statusCode).toBe(404);
    expect((await server.app.inject(`/areas.json/${'a'.repeat(5000)}`)).statusCode).toBe(404);
    const after = await db()
      .selectFrom('cities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

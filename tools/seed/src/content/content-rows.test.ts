import { visibleBanners } from '@sulit/domain';
import { describe, expect, it } from 'vitest';
import { generateContentRows } from './content-rows';

const now = new Date('2026-11-21T04:00:00Z');

describe('demo content', () => {
  const rows = generateContentRows(now);

  it('has the home page new-home with one section switched off (status 0)', () => {
    const home = rows.jsonPages.find((p) => p.slug === 'new-home');
    expect(home).toBeDefined();
    const sections = (JSON.parse(home!.content) as { sections: { status: number }[] }).sections;
    expect(sections.filter((s) => s.status === 0)).toHaveLength(1);
  });

  it('schedules banners so every branch of the visibility rule occurs, with a default per position', () => {
    const home = rows.banners
      .filter((b) => b.position === 'home-main')
      .map((b) => ({
        title: b.title,
        bnStatus: b.status!,
        bnIsDefault: b.is_default!,
        bnScheduleStart: b.schedule_start ?? null,
        bnScheduleEnd: b.schedule_end ?? null,
      }));
    expect(visibleBanners(home, now).map((b) => b.title)).toEqual([
      'Payday Sale: up to 30% off pantry staples',
      'Fresh from the farm every morning',
      'Shop local sellers in our marketplace',
    ]);
    for (const position of new Set(rows.banners.map((b) => b.position))) {
      expect(rows.banners.some((b) => b.position === position && b.is_default === 1)).toBe(true);
    }
  });

  it('has the static pages the spec names, each with text', () => {
    const ids = rows.cmsPages.map((p) => p.identifier);
    for (const id of [
      'the-sulit-club-experience',
      'careers',
      'privacy-statement',
      'terms-and-conditions',
      'delivery-areas',
      'how-to-apply-for-membership',
      'how-to-create-a-shopping-list',
      'how-to-shop-online',
      'how-to-use-a-voucher',
    ]) {
      expect(ids).toContain(id);
    }
    for (const page of rows.cmsPages) expect(page.content.length).toBeGreaterThan(100);
  });
});

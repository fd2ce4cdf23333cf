import { describe, expect, it } from 'vitest';
import {
  csvLine,
  drawRaffleWinner,
  RAFFLE_MESSAGES,
  raffleIsDrawable,
  raffleIsOpen,
  raffleSeedCommitment,
  raffleSeedMatches,
  raffleSwitchOnProblem,
} from './raffle-rules';

// Any deterministic hex hash shows the rules (the server passes SHA-256, proven by the raffle integration test;
// the domain imports no crypto).
const sha256 = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
};
const PERIOD = { starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2026-12-31T16:00:00.000Z' };

describe('a raffle is switched on only with its DTI permit and a period', () => {
  it('refuses without a permit number, with a blank or hostile one, or without a period', () => {
    expect(raffleSwitchOnProblem({ permit_number: null, ...PERIOD })).toBe(RAFFLE_MESSAGES.permitRequired);
    expect(raffleSwitchOnProblem({ permit_number: '   ', ...PERIOD })).toBe(RAFFLE_MESSAGES.permitRequired);
    expect(raffleSwitchOnProblem({ permit_number: '<script>', ...PERIOD })).toBe(RAFFLE_MESSAGES.permitRequired);
    expect(raffleSwitchOnProblem({ permit_number: 'FTEB-123456', starts_at: null, ends_at: PERIOD.ends_at })).toBe(
      RAFFLE_MESSAGES.periodRequired,
    );
    expect(
      raffleSwitchOnProblem({ permit_number: 'FTEB-123456', starts_at: PERIOD.ends_at, ends_at: PERIOD.starts_at }),
    ).toBe(RAFFLE_MESSAGES.periodRequired);
  });

  it('allows a permit as the DTI prints it with a start before the end', () => {
    expect(raffleSwitchOnProblem({ permit_number: 'FTEB-123456 Series of 2026', ...PERIOD })).toBeNull();
  });

  it('is open from its start until its end, only while switched on', () => {
    const raffle = { permit_number: 'FTEB-1', ...PERIOD, enabled: true };
    expect(raffleIsOpen(raffle, new Date(PERIOD.starts_at))).toBe(true);
    expect(raffleIsOpen(raffle, new Date(PERIOD.ends_at))).toBe(false);
    expect(raffleIsOpen({ ...raffle, enabled: false }, new Date('2026-12-10T00:00:00Z'))).toBe(false);
    const after = new Date('2027-01-01T00:00:00Z');
    expect(raffleIsDrawable({ ...raffle, drawn_at: null }, 3, after)).toBe(true);
    expect(raffleIsDrawable({ ...raffle, drawn_at: null }, 0, after)).toBe(false);
    expect(raffleIsDrawable({ ...raffle, drawn_at: null }, 3, new Date('2026-12-10T00:00:00Z'))).toBe(false);
    expect(raffleIsDrawable({ ...raffle, drawn_at: after.toISOString() }, 3, after)).toBe(false);
  });
});

describe('the draw is committed before and replayable after', () => {
  const seed = 'b1946ac92492d2347c6235b4d2611184';
  const entries = [11, 3, 7, 42, 19];

  it('a revealed seed matches its published commitment; another seed does not', () => {
    const commitment = raffleSeedCommitment(seed, sha256);
    expect(commitment).toMatch(/^[0-9a-f]{8}$/);
    expect(raffleSeedMatches(seed, commitment, sha256)).toBe(true);
    expect(raffleSeedMatches(`${seed}0`, commitment, sha256)).toBe(false);
  });

  it('replays to the same winner from the seed and the entries, whatever order they are listed in', () => {
    const winner = drawRaffleWinner(seed, entries, sha256);
    expect(entries).toContain(winner);
    expect(drawRaffleWinner(seed, [...entries].reverse(), sha256)).toBe(winner);
    // the known answer: pinned so a change of the rule shows up here
    const digest = sha256(`${seed}\n3,7,11,19,42`);
    expect(winner).toBe([3, 7, 11, 19, 42][Number(BigInt(`0x${digest}`) % 5n)]);
  });

  it('spreads winners over the entries as seeds vary, and refuses a raffle without entries', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(drawRaffleWinner(`seed-${i}`, entries, sha256));
    expect([...seen].sort((a, b) => a - b)).toEqual([3, 7, 11, 19, 42]);
    expect(() => drawRaffleWinner(seed, [], sha256)).toThrow(RangeError);
  });
});

describe('the CSV export', () => {
  it('quotes commas and quotes and defuses spreadsheet formulas', () => {
    expect(csvLine([1, 'Ana, "Jr"', null, '=HYPERLINK("x")', '-5', '@a'])).toBe(
      `1,"Ana, ""Jr""",,"'=HYPERLINK(""x"")",'-5,'@a`,
    );
  });
});

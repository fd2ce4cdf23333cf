import { describe, expect, it } from 'vitest';
import { claimInterstitial, openInterstitialWhenFree, releaseInterstitial } from './one-interstitial';

describe('one interstitial at a time', () => {
  it('a splash ad open keeps the survey waiting; the survey opens once the ad closes, and then holds off ads', () => {
    expect(claimInterstitial('splash')).toBe(true);
    const opened: string[] = [];
    openInterstitialWhenFree('survey', () => opened.push('survey'));
    expect(opened).toEqual([]);
    releaseInterstitial('splash');
    expect(opened).toEqual(['survey']);
    expect(claimInterstitial('splash')).toBe(false);
    releaseInterstitial('survey');
    expect(claimInterstitial('splash')).toBe(true);
    releaseInterstitial('splash');
  });

  it('opens at once when nothing is open, and a cancelled wait never opens', () => {
    const opened: string[] = [];
    openInterstitialWhenFree('survey', () => opened.push('now'));
    expect(opened).toEqual(['now']);
    releaseInterstitial('survey');
    expect(claimInterstitial('splash')).toBe(true);
    const stop = openInterstitialWhenFree('survey', () => opened.push('late'));
    stop();
    releaseInterstitial('splash');
    expect(opened).toEqual(['now']);
    // releasing a turn one does not hold changes nothing
    expect(claimInterstitial('splash')).toBe(true);
    releaseInterstitial('survey');
    expect(claimInterstitial('survey')).toBe(false);
    releaseInterstitial('splash');
  });
});

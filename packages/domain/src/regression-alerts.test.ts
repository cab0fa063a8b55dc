import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORE_DROP_STEP,
  isRegression,
  isScoreDrop,
  newAlertsMessage,
} from './regression-alerts.ts';

describe('isRegression', () => {
  it('counts an accurate characteristic that became wrong, missing or half right', () => {
    expect(isRegression('ACCURATE', 'INACCURATE')).toBe(true);
    expect(isRegression('ACCURATE', 'MISSING')).toBe(true);
    expect(isRegression('ACCURATE', 'DISCREPANCY')).toBe(true);
  });

  it('ignores a characteristic that stayed right or was not right before', () => {
    expect(isRegression('ACCURATE', 'ACCURATE')).toBe(false);
    expect(isRegression('INACCURATE', 'INACCURATE')).toBe(false);
    expect(isRegression('DISCREPANCY', 'INACCURATE')).toBe(false);
    expect(isRegression(null, 'INACCURATE')).toBe(false);
  });

  it('ignores statuses that need a person rather than a fix', () => {
    expect(isRegression('ACCURATE', 'AWAITING REVIEW')).toBe(false);
    expect(isRegression('ACCURATE', 'REVIEW')).toBe(false);
  });
});

describe('isScoreDrop', () => {
  it('alerts when the score fell by the step or more', () => {
    expect(isScoreDrop(90, 80, DEFAULT_SCORE_DROP_STEP)).toBe(true);
    expect(isScoreDrop(90, 60, 10)).toBe(true);
  });

  it('does not alert below the step, on a rise, or without both scores', () => {
    expect(isScoreDrop(90, 81, 10)).toBe(false);
    expect(isScoreDrop(70, 95, 10)).toBe(false);
    expect(isScoreDrop(null, 40, 10)).toBe(false);
    expect(isScoreDrop(80, null, 10)).toBe(false);
  });

  it('compares the scores as shown, rounded to whole points', () => {
    expect(isScoreDrop(89.6, 80.4, 10)).toBe(true);
    expect(isScoreDrop(89.4, 80.4, 10)).toBe(false);
  });
});

describe('newAlertsMessage', () => {
  const broke = {
    kind: 'CHARACTERISTIC_BROKE',
    propertyName: 'Hotel Lac',
    characteristic: 'PHONE',
  } as const;

  it('names what broke where, or says the score dropped', () => {
    expect(newAlertsMessage(1, broke)).toBe('New alert: Phone is wrong again at Hotel Lac.');
    expect(
      newAlertsMessage(1, { kind: 'SCORE_DROP', propertyName: 'Hotel Lac', characteristic: null }),
    ).toBe('New alert: The score of Hotel Lac dropped.');
  });

  it('counts several alerts and names the first', () => {
    expect(newAlertsMessage(3, broke)).toBe(
      '3 new alerts. Phone is wrong again at Hotel Lac, and more.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { weekdayIndex } from '../dates';
import { sickFacts, type SickSpell } from './sick-period';

/** A Monday–Friday schedule: the days the employee would have worked. */
const mondayToFriday = (datum: string) => weekdayIndex(datum) < 5;
const spell = (Id: string, From: string, Frisk: string | null = null): SickSpell => ({ Id, From, Frisk });

describe('sick-pay facts (DOMAIN §13)', () => {
  it('a new period: karens on the first day, certificate from day 8, Försäkringskassan from day 15', () => {
    // Sick from Monday 2 March; still sick on 5 March. Day 8 = 9 March, day 15 = 16 March,
    // day 14 = 15 March, report due 7 days after it = 22 March.
    const facts = sickFacts([spell('a', '2026-03-02')], '2026-03-05').get('a');
    expect(facts).toEqual({
      PeriodStart: '2026-03-02',
      ContinuesId: null,
      EarlierDays: 0,
      Karens: '2026-03-02',
      NoKarensReason: null,
      CertificateFrom: '2026-03-09',
      FkFrom: '2026-03-16',
      FkReportDue: '2026-03-22',
      DayOfPeriod: 4,
      CertificateNeeded: false,
      FkPays: false,
    });
  });

  it('a spell recovered before day 8 reaches neither the certificate nor Försäkringskassan', () => {
    // 2–4 March sick (well on 5 March): 3 days.
    const facts = sickFacts([spell('a', '2026-03-02', '2026-03-05')], '2026-03-20').get('a');
    expect(facts).toMatchObject({ CertificateFrom: null, FkFrom: null, FkReportDue: null, DayOfPeriod: 3 });
  });

  // The earlier spell 2–4 March (last sick day 4 March). A new one starting within 5 calendar days
  // of that (5–9 March) continues it; from 10 March it is a new period.
  it.each([
    ['2026-03-06', true],
    ['2026-03-09', true],
    ['2026-03-10', false],
  ])('falling ill again on %s continues the period: %s', (from, continues) => {
    const facts = sickFacts([spell('a', '2026-03-02', '2026-03-05'), spell('b', from)], '2026-03-31').get(
      'b',
    );
    expect(facts?.ContinuesId).toBe(continues ? 'a' : null);
    expect(facts?.Karens).toBe(continues ? null : from);
    expect(facts?.NoKarensReason).toBe(continues ? 'continuation' : null);
    expect(facts?.PeriodStart).toBe(continues ? '2026-03-02' : from);
    expect(facts?.EarlierDays).toBe(continues ? 3 : 0);
  });

  it('a continued period: the certificate from day 8 of the new spell, Försäkringskassan from day 15 of the period', () => {
    // 3 earlier days (2–4 March); the new spell from 7 March is day 4 of the period. Its own day 8
    // is 14 March (SjLL 8 §); day 15 of the joined period is 18 March (DOMAIN §13).
    const facts = sickFacts(
      [spell('b', '2026-03-07'), spell('a', '2026-03-02', '2026-03-05')],
      '2026-03-08',
    ).get('b');
    expect(facts).toMatchObject({
      CertificateFrom: '2026-03-14',
      FkFrom: '2026-03-18',
      FkReportDue: '2026-03-24',
      DayOfPeriod: 5,
      CertificateNeeded: false,
    });
  });

  it('a continuation of a continuation keeps the first period start and adds all days', () => {
    const facts = sickFacts(
      [
        spell('a', '2026-03-02', '2026-03-05'), // 3 days
        spell('b', '2026-03-08', '2026-03-10'), // 2 days
        spell('c', '2026-03-12', '2026-03-14'), // 2 days
      ],
      '2026-04-01',
    ).get('c');
    expect(facts).toMatchObject({ PeriodStart: '2026-03-02', EarlierDays: 5, DayOfPeriod: 7, Karens: null });
  });

  it('no karens after ten in the last 12 months; the eleventh period has none', () => {
    // Ten one-day spells a month apart from January 2026, an eleventh in November 2026.
    const spells = Array.from({ length: 10 }, (_, i) =>
      spell(
        `s${i}`,
        `2026-${String(i + 1).padStart(2, '0')}-05`,
        `2026-${String(i + 1).padStart(2, '0')}-06`,
      ),
    );
    const facts = sickFacts([...spells, spell('x', '2026-11-05', '2026-11-06')], '2026-12-01');
    expect(facts.get('s9')?.Karens).toBe('2026-10-05');
    expect(facts.get('x')).toMatchObject({ Karens: null, NoKarensReason: 'maxPerYear' });
    // A year after the first, one has fallen out of the 12 months: karens again.
    const later = sickFacts([...spells, spell('y', '2027-01-06', '2027-01-07')], '2027-02-01');
    expect(later.get('y')?.Karens).toBe('2027-01-06');
  });

  it('a spell that starts in the future has no days yet', () => {
    const facts = sickFacts([spell('a', '2026-03-10')], '2026-03-09').get('a');
    expect(facts).toMatchObject({ DayOfPeriod: 0, Karens: '2026-03-10', CertificateFrom: '2026-03-17' });
  });

  describe('fixed dates on a Monday–Friday schedule', () => {
    it('a spell starting on a Saturday: the karens falls on Monday, the first day they would have worked', () => {
      // Sick from Saturday 14 November 2026; today Saturday 21 November is day 8.
      const facts = sickFacts([spell('a', '2026-11-14')], '2026-11-21', mondayToFriday).get('a');
      expect(facts).toMatchObject({
        Karens: '2026-11-16',
        NoKarensReason: null,
        CertificateFrom: '2026-11-21',
        CertificateNeeded: true,
        FkFrom: '2026-11-28',
        FkPays: false,
        DayOfPeriod: 8,
      });
    });

    it('a spell over a weekend only has no karens; one that continues it within 5 days takes it', () => {
      // Sick Saturday 14 and Sunday 15 November, at work Monday 16: no working day was lost.
      const weekend = spell('a', '2026-11-14', '2026-11-16');
      const facts = sickFacts([weekend, spell('b', '2026-11-18')], '2026-11-21', mondayToFriday);
      expect(facts.get('a')).toMatchObject({ Karens: null, NoKarensReason: 'noWorkDay' });
      // The spells are one period for the karens (DOMAIN §13): its karens is still to be taken.
      expect(facts.get('b')).toMatchObject({
        ContinuesId: 'a',
        Karens: '2026-11-18',
        NoKarensReason: null,
        EarlierDays: 2,
      });
    });

    it('a spell 3 days after the last: no new karens, the certificate from its own day 8', () => {
      // Sick Monday 2 and Tuesday 3 November; ill again Friday 6 November, 3 days after.
      const spells = [spell('a', '2026-11-02', '2026-11-04'), spell('b', '2026-11-06')];
      const onDay7 = sickFacts(spells, '2026-11-12', mondayToFriday).get('b');
      expect(onDay7).toMatchObject({
        ContinuesId: 'a',
        PeriodStart: '2026-11-02',
        Karens: null,
        NoKarensReason: 'continuation',
        CertificateFrom: '2026-11-13',
        // Day 9 of the period, day 7 of the spell: no certificate yet.
        DayOfPeriod: 9,
        CertificateNeeded: false,
        // Day 15 of the period: 2 earlier days, so the spell's 13th day.
        FkFrom: '2026-11-18',
      });
      const onDay8 = sickFacts(spells, '2026-11-13', mondayToFriday).get('b');
      expect(onDay8).toMatchObject({ CertificateNeeded: true, FkPays: false });
      expect(sickFacts(spells, '2026-11-18', mondayToFriday).get('b')).toMatchObject({ FkPays: true });
    });

    it('a 10-day spell needs a certificate from its 8th day; a 7-day one none', () => {
      const ten = sickFacts([spell('a', '2026-11-02', '2026-11-12')], '2026-11-21', mondayToFriday).get('a');
      expect(ten).toMatchObject({
        Karens: '2026-11-02',
        DayOfPeriod: 10,
        CertificateFrom: '2026-11-09',
        CertificateNeeded: true,
        FkFrom: null,
        FkPays: false,
      });
      const seven = sickFacts([spell('a', '2026-11-02', '2026-11-09')], '2026-11-21', mondayToFriday).get(
        'a',
      );
      expect(seven).toMatchObject({ DayOfPeriod: 7, CertificateFrom: null, CertificateNeeded: false });
    });
  });
});

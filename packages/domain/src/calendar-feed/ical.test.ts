import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar, shiftEvents } from './ical';

// RFC 5545 read back by a real parser (ical.js): the feed of DOMAIN §15.
/** UTF-8 octets of a line. */
const octets = (s: string) =>
  [...s].reduce((n, ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return n + (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
  }, 0);
const stamp = new Date('2026-11-20T10:00:00Z');
const feed = icalendar({
  name: 'Schema Anna Andersson',
  events: [
    {
      uid: 'a@lonportal',
      sequence: 2,
      stamp,
      summary: 'Omvårdnad, natt; brukare Åsa',
      location: 'Hemtjänst Norr',
      start: { datum: '2026-10-24', tid: '22:00' },
      end: { datum: '2026-10-25', tid: '06:00' },
    },
  ],
  days: [
    { uid: 'l@lonportal', sequence: 0, stamp, summary: 'Ledighet', from: '2026-12-21', to: '2026-12-23' },
  ],
});

describe('the calendar feed (RFC 5545)', () => {
  it('parses, with its refresh hints, and every line is at most 75 octets', () => {
    const cal = new ICAL.Component(ICAL.parse(feed));
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    for (const line of feed.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
  it('a night across the autumn clock change lasts its real 9 hours, in Stockholm time', () => {
    const cal = new ICAL.Component(ICAL.parse(feed));
    ICAL.TimezoneService.register(cal.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(cal.getAllSubcomponents('vevent')[0]!);
    expect(event.uid).toBe('a@lonportal');
    expect(event.sequence).toBe(2);
    expect(event.summary).toBe('Omvårdnad, natt; brukare Åsa');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-10-25T05:00:00.000Z');
  });
  it('leave is all-day, its last day included', () => {
    const cal = new ICAL.Component(ICAL.parse(feed));
    const leave = new ICAL.Event(cal.getAllSubcomponents('vevent')[1]!);
    expect(leave.startDate.isDate).toBe(true);
    expect(leave.startDate.toString()).toBe('2026-12-21');
    expect(leave.endDate.toString()).toBe('2026-12-24');
  });
  it('escapes TEXT and folds long lines without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'å'.repeat(60)}`);
    expect(folded.split('\r\n ').join('')).toBe(`SUMMARY:${'å'.repeat(60)}`);
    for (const l of folded.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
  });
  it('the two halves of a night are one event under the evening’s id', () => {
    const parts = [
      { Id: 'm', Datum: '2026-12-08', StartTid: '00:00', SlutTid: '06:00', Bemuppgift: 'V' },
      { Id: 'e', Datum: '2026-12-07', StartTid: '22:00', SlutTid: '24:00', Bemuppgift: 'V' },
      { Id: 'd', Datum: '2026-12-08', StartTid: '14:00', SlutTid: '20:00', Bemuppgift: 'V' },
    ];
    expect(shiftEvents(parts).map((e) => [e.first.Id, e.last.Id])).toEqual([
      ['e', 'm'],
      ['d', 'd'],
    ]);
  });
});

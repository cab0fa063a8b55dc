import { describe, expect, it } from 'vitest';
import { readHoursText } from './hours-text.ts';

const C = 'closed';
const week = (...days: string[]) => days;
const every = (hours: string) => week(hours, hours, hours, hours, hours, hours, hours);
const weekdays = (hours: string, sat = C, sun = C) =>
  week(hours, hours, hours, hours, hours, sat, sun);
const read = (text: string) => readHoursText(text).week;

describe('readHoursText', () => {
  it.each([
    ['Mo-Fr 09:00-18:00; Sa 10:00-14:00; Su off', weekdays('09:00-18:00', '10:00-14:00')],
    ['Mo-Su 07:00-23:00; PH off', every('07:00-23:00')],
    ['Mo-Fr 08:00-12:00,13:00-17:30; PH closed', weekdays('08:00-12:00,13:00-17:30')],
    ['Su,PH off; Mo-Sa 10:00-20:00', weekdays('10:00-20:00', '10:00-20:00')],
  ])('reads the OpenStreetMap form %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['Montag–Freitag 9–18 Uhr', weekdays('09:00-18:00')],
    ['Mo.–Fr. 09:00 Uhr – 18:00 Uhr, Sa. 10–14 Uhr', weekdays('09:00-18:00', '10:00-14:00')],
    ['Mo./Di./Mi. 9-18', week('09:00-18:00', '09:00-18:00', '09:00-18:00', C, C, C, C)],
    [
      'Di-Sa 11-22',
      week(C, '11:00-22:00', '11:00-22:00', '11:00-22:00', '11:00-22:00', '11:00-22:00', C),
    ],
    ['du lundi au vendredi de 9h à 18h', weekdays('09:00-18:00')],
    ['lun. - ven. 9h30-18h, sam. 10h-13h', weekdays('09:30-18:00', '10:00-13:00')],
    ['dal lunedì al venerdì 9:00-18:00', weekdays('09:00-18:00')],
    ['Lu-Ve 9-13, 15-19', weekdays('09:00-13:00,15:00-19:00')],
    ['lunes a viernes 9:00-18:00', weekdays('09:00-18:00')],
    ['L-V 9:00-18:00; S 10:00-14:00', weekdays('09:00-18:00', '10:00-14:00')],
    [
      '月～金 11:00～22:00 土日 10:00～20:00',
      weekdays('11:00-22:00', '10:00-20:00', '10:00-20:00'),
    ],
  ])('reads day names and abbreviations in their language: %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['Tue–Sun 12–22, closed Mon', week(C, ...Array(6).fill('12:00-22:00'))],
    ['Daily 11:00-22:00, closed Mondays', week(C, ...Array(6).fill('11:00-22:00'))],
    ['Montag Ruhetag, Di-So 11-23 Uhr', week(C, ...Array(6).fill('11:00-23:00'))],
    [
      'fermé le lundi, mardi-dimanche 12h-14h30, 19h-22h30',
      week(C, ...Array(6).fill('12:00-14:30,19:00-22:30')),
    ],
    [
      'chiuso il lunedì; mar-dom 12:00-15:00, 19:00-23:00',
      week(C, ...Array(6).fill('12:00-15:00,19:00-23:00')),
    ],
    [
      'Chiuso il lunedì. Da martedì a domenica 12:00-15:00, 19:00-23:00',
      week(C, ...Array(6).fill('12:00-15:00,19:00-23:00')),
    ],
    [
      'Lunes cerrado. Desde el martes hasta el domingo 13:00-16:00',
      week(C, ...Array(6).fill('13:00-16:00')),
    ],
    [
      'cerrado los lunes, martes a domingo 13:00-16:00 y 20:00-24:00',
      week(C, ...Array(6).fill('13:00-16:00,20:00-24:00')),
    ],
    ['11:00～22:00 定休日：月曜', week(C, ...Array(6).fill('11:00-22:00'))],
  ])('reads the closed day wherever it is written: %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['Daily 11-10', every('11:00-22:00')],
    ['M–F 7–3', weekdays('07:00-15:00')],
    ['Lunch 12-3, Dinner 5-11', every('12:00-15:00,17:00-23:00')],
    ['11am–10pm', every('11:00-22:00')],
    ['11 a.m. – 10 p.m.', every('11:00-22:00')],
    ['noon–midnight', every('12:00-24:00')],
    ['12:00 AM – 6:00 AM', every('00:00-06:00')],
    [
      'Mon–Thu 11:30 AM–2:30 PM, 5–10 PM',
      week(...Array(4).fill('11:30-14:30,17:00-22:00'), C, C, C),
    ],
  ])('reads 12-hour times with and without am/pm: %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('keeps both readings of shorthand that has two, and names it', () => {
    const reading = readHoursText('Tue-Sun 5-11');
    expect(reading).toMatchObject({
      readings: [['closed'], ...Array(6).fill(['17:00-23:00', '05:00-11:00'])],
      ambiguous: ['"5-11" (17:00-23:00 or 05:00-11:00)'],
    });
  });

  it.each([
    ['Open 24 hours', every('00:00-24:00')],
    ['24/7', every('00:00-24:00')],
    ['rund um die Uhr geöffnet', every('00:00-24:00')],
    ['ouvert 24h/24', every('00:00-24:00')],
    ['Fr-Sa 18:00-02:00', week(C, C, C, C, '18:00-02:00', '18:00-02:00', C)],
    ['Mo-Fr 18h-24h', weekdays('18:00-24:00')],
    ['9h30-18h', every('09:30-18:00')],
    ['9.30-18.00', every('09:30-18:00')],
    ['１１：００～２２：００（L.O.21:30）', every('11:00-22:00')],
  ])('reads around the clock, past midnight and other time forms: %j', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('reads the day lines Google prints', () => {
    const text = [
      'Monday\t9 AM–5 PM',
      'Tuesday\t9 AM–5 PM',
      'Wednesday\t9 AM–5 PM',
      'Thursday\t9 AM–5 PM',
      'Friday\t9 AM–5 PM',
      'Saturday\tClosed',
      'Sunday\tClosed',
    ].join('\n');
    expect(read(text)).toEqual(weekdays('09:00-17:00'));
  });

  it.each([
    ['Mo-Fr 9-18 except holidays', 'unknown word "except"'],
    ['Mon-Fri 9-5, Sat by appointment', 'unknown word "by"'],
    ['Jan-Mar 10-16', 'unknown word "jan"'],
    ['Closed Mondays', 'no opening times'],
    ['Mon-Fri 9-17, Sat', 'days without hours'],
    ['ab 18 Uhr', 'unknown word "ab"'],
    ['Mo-Fr 9-18, So geschlossen, Su 10-12', 'day words of different languages ("su")'],
    ['Mo-Fr 9:00-25:00', '"25:00" is not a time'],
  ])('makes the whole text unreadable for a fragment it cannot place: %j', (text, reason) => {
    expect(readHoursText(text)).toEqual({ week: null, reason });
  });
});

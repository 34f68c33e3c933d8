import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_KEYS } from './keys';
import { zBic, zEmail, zIsoDate, zOrgnr, zPersonnummer, zRequiredString, zTime } from './zod';

type Outcome = { ok: true; data: unknown } | { ok: false; messages: string[] };

function run(schema: z.ZodType, input: unknown): Outcome {
  const r = schema.safeParse(input);
  return r.success
    ? { ok: true, data: r.data }
    : { ok: false, messages: r.error.issues.map((i) => i.message) };
}

const ok = (data: unknown): Outcome => ({ ok: true, data });
const fail = (...messages: string[]): Outcome => ({ ok: false, messages });

describe('zod helpers: messages are i18n keys (SPEC §5)', () => {
  it.each<[string, z.ZodType, unknown, Outcome]>([
    ['zPersonnummer 12 digits', zPersonnummer(), '19090527-1474', ok('190905271474')],
    ['zPersonnummer coordination', zPersonnummer(), ' 195705749959 ', ok('195705749959')],
    [
      'zPersonnummer no coordination',
      zPersonnummer({ allowCoordination: false }),
      '195705749959',
      fail('validation.personnummer.invalid'),
    ],
    ['zPersonnummer Luhn', zPersonnummer(), '190905271475', fail('validation.personnummer.invalid')],
    ['zPersonnummer blank', zPersonnummer(), '  ', fail('validation.required')],
    ['zPersonnummer missing', zPersonnummer(), undefined, fail('validation.required')],
    ['zPersonnummer number', zPersonnummer(), 190905271474, fail('validation.required')],
    ['zPersonnummer allowEmpty', zPersonnummer({ allowEmpty: true }), '', ok('')],
    ['zOrgnr 10 digits', zOrgnr(), '556016-0680', ok('165560160680')],
    ['zOrgnr sole trader', zOrgnr(), '187912219990', ok('187912219990')],
    ['zOrgnr Luhn', zOrgnr(), '5560160681', fail('validation.orgnr.invalid')],
    ['zOrgnr 18 + orgnr', zOrgnr(), '185560160680', fail('validation.orgnr.invalid')],
    ['zIsoDate leap day', zIsoDate(), '2024-02-29', ok('2024-02-29')],
    ['zIsoDate not leap', zIsoDate(), '2023-02-29', fail('validation.date.invalid')],
    ['zIsoDate shorthand is not wire format', zIsoDate(), '20240229', fail('validation.date.invalid')],
    ['zIsoDate sentinel', zIsoDate(), '1899-12-30', fail('validation.required')],
    ['zIsoDate sentinel allowEmpty', zIsoDate({ allowEmpty: true }), '1899-12-30', ok('')],
    ['zIsoDate blank', zIsoDate(), '', fail('validation.required')],
    ['zTime shorthand', zTime(), '830', ok('08:30')],
    ['zTime 24:00', zTime(), '24:00', ok('24:00')],
    ['zTime 24:01', zTime(), '24:01', fail('validation.time.invalid')],
    ['zTime minute 60', zTime(), '12:60', fail('validation.time.invalid')],
    ['zTime allowEmpty', zTime({ allowEmpty: true }), ' ', ok('')],
    ['zRequiredString trims', zRequiredString(), ' abc ', ok('abc')],
    ['zRequiredString blank', zRequiredString(), '   ', fail('validation.required')],
    ['zRequiredString missing', zRequiredString(), null, fail('validation.required')],
    ['zRequiredString at max', zRequiredString(3), ' abc ', ok('abc')],
    ['zRequiredString over max', zRequiredString(3), 'abcd', fail('validation.maxLength')],
    ['zRequiredString login max 50', zRequiredString(50), 'x'.repeat(51), fail('validation.maxLength')],
    ['zEmail', zEmail(), ' anna@example.se ', ok('anna@example.se')],
    ['zEmail invalid', zEmail(), 'anna@example', fail('validation.email')],
    ['zEmail blank', zEmail(), '', fail('validation.required')],
    ['zEmail allowEmpty', zEmail({ allowEmpty: true }), '', ok('')],
    ['zBic', zBic(), 'ndeasess', ok('NDEASESS')],
    ['zBic 9 characters', zBic(), 'NDEASESSX', fail('validation.bic.invalid')],
  ])('%s: %j', (_name, schema, input, expected) => {
    const outcome = run(schema, input);
    expect(outcome).toEqual(expected);
    if (!outcome.ok) for (const m of outcome.messages) expect(VALIDATION_KEYS).toContain(m);
  });
});

// The demo's staffing registers (GLOSSARY Kompetenser, Egenskaper, Bemuppgift): competences,
// properties and staffing tasks of Exempelbolaget and Omsorgsassistans, and which of their
// employees hold what. Data only, chosen by position (no random draws, so the rest of the demo
// stays as it was).
import type { Db } from '../client';
import { bemuppgifter, egenskaper, kompetenser } from '../schema/index';
import { insertBatched } from './company-codes';
import type { BuiltCompany } from './staff';

type Code = readonly [code: string, benText: string];

interface StaffingDef {
  kompetenser: readonly Code[];
  egenskaper: readonly Code[];
  bemuppgifter: readonly {
    bemuppgift: string;
    benText: string;
    avdelning?: string;
    kompetenser?: readonly string[];
    egenskaper?: readonly string[];
  }[];
  /** What the company's employees hold, one after the other, from the first employee on. */
  holdings: readonly { kompetenser: readonly string[]; egenskaper: readonly string[] }[];
}

const none = { kompetenser: [], egenskaper: [] } as const;

export const DEMO_STAFFING: Readonly<Record<string, StaffingDef>> = {
  EXEMPEL: {
    kompetenser: [
      ['TRUCK', 'Truckkort'],
      ['KORB', 'Körkort B'],
      ['LYFT', 'Lyftutbildning'],
      ['HLR', 'HLR-utbildning'],
      ['HETA', 'Heta arbeten'],
    ],
    egenskaper: [
      ['ROKFRI', 'Rökfri'],
      ['ENGELSKA', 'Talar engelska'],
      ['ARABISKA', 'Talar arabiska'],
    ],
    bemuppgifter: [
      { bemuppgift: 'RECEP', benText: 'Reception', egenskaper: ['ENGELSKA'] },
      { bemuppgift: 'LAGER', benText: 'Lager', avdelning: 'LAG', kompetenser: ['TRUCK'] },
      { bemuppgift: 'UTLEV', benText: 'Utleveranser', avdelning: 'LAG', kompetenser: ['TRUCK', 'KORB'] },
      { bemuppgift: 'LINJE2', benText: 'Montering linje 2', avdelning: 'PROD', kompetenser: ['LYFT'] },
      { bemuppgift: 'SVETS', benText: 'Svetsning', avdelning: 'PROD', kompetenser: ['HETA', 'HLR'] },
    ],
    holdings: [
      { kompetenser: ['HLR'], egenskaper: ['ENGELSKA'] },
      { kompetenser: ['TRUCK', 'KORB'], egenskaper: ['ROKFRI'] },
      none,
      { kompetenser: ['KORB'], egenskaper: ['ARABISKA', 'ENGELSKA'] },
      { kompetenser: ['LYFT', 'HETA', 'HLR'], egenskaper: [] },
      { kompetenser: ['TRUCK'], egenskaper: ['ROKFRI'] },
      none,
    ],
  },
  OMSORG: {
    kompetenser: [
      ['DELEG', 'Delegering läkemedel'],
      ['LYFT', 'Lyftutbildning'],
      ['KORB', 'Körkort B'],
      ['HLR', 'HLR-utbildning'],
    ],
    egenskaper: [
      ['ROKFRI', 'Rökfri'],
      ['DJUR', 'Tål djur'],
      ['ARABISKA', 'Talar arabiska'],
    ],
    bemuppgifter: [
      {
        bemuppgift: 'MORGON',
        benText: 'Morgonpass brukare Anna',
        avdelning: 'ASS',
        kompetenser: ['DELEG', 'LYFT'],
        egenskaper: ['ROKFRI'],
      },
      { bemuppgift: 'KVALL', benText: 'Kvällspass brukare Anna', avdelning: 'ASS', kompetenser: ['DELEG'] },
      { bemuppgift: 'NATT', benText: 'Vaken natt', avdelning: 'ASS', kompetenser: ['HLR'] },
      {
        bemuppgift: 'UTFLYKT',
        benText: 'Följeslagare utflykter',
        kompetenser: ['KORB'],
        egenskaper: ['DJUR'],
      },
    ],
    holdings: [
      { kompetenser: ['DELEG', 'LYFT', 'HLR'], egenskaper: ['ROKFRI', 'DJUR'] },
      { kompetenser: ['DELEG', 'KORB'], egenskaper: ['ARABISKA'] },
      { kompetenser: ['LYFT'], egenskaper: ['ROKFRI'] },
      none,
      { kompetenser: ['HLR', 'KORB'], egenskaper: ['DJUR'] },
    ],
  },
};

/** Gives the company's employees, in order, the competences and properties of its holdings. */
export function holdStaffingCodes(c: BuiltCompany): void {
  const def = DEMO_STAFFING[c.ftgKey];
  if (!def) return;
  c.employees.forEach((e, i) => {
    const held = def.holdings[i % def.holdings.length] ?? none;
    e.kompetenser = [...held.kompetenser];
    e.egenskaper = [...held.egenskaper];
  });
}

/** The company's competences, properties and staffing tasks, if the demo gives it any. */
export async function seedStaffingRegisters(db: Db, ftgKey: string, ftgId: string): Promise<void> {
  const def = DEMO_STAFFING[ftgKey];
  if (!def) return;
  await insertBatched(
    db,
    kompetenser,
    def.kompetenser.map(([kompetens, benText]) => ({ ftgId, kompetens, benText })),
  );
  await insertBatched(
    db,
    egenskaper,
    def.egenskaper.map(([egenskap, benText]) => ({ ftgId, egenskap, benText })),
  );
  await insertBatched(
    db,
    bemuppgifter,
    def.bemuppgifter.map((b) => ({
      ftgId,
      bemuppgift: b.bemuppgift,
      benText: b.benText,
      avdelning: b.avdelning ?? null,
      kompetenser: [...(b.kompetenser ?? [])],
      egenskaper: [...(b.egenskaper ?? [])],
    })),
  );
}

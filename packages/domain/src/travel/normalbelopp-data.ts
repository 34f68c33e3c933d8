// Skatteverket's normalbelopp for ökade levnadskostnader i utlandet (utlandstraktamente): whole kronor per
// day, excluding lodging, by year and ISO 3166-1 alpha-2 code; 'ÖVRIGA' is the row "Övriga länder och
// områden", for a country the table does not name. Data only: the rules are in foreign-per-diem.ts.
//
// Sources (see NORMALBELOPP_SOURCES): 2024 is SKV A 2023:18 in full, every row of Skatteverket's export
// "Traktamente utland2024.csv" as kept in the public repository Technigo/project-express-api; its
// codes and amounts from Albanien to Lettland agree with the text of SKV A 2023:18 on faronline.se.
// The export names countries only; the codes here are the ISO codes of those names (Kosovo XK). A row
// "X, se Y" has Y's amount under X's own code, and a row naming several territories is given under each.
// No complete table for 2025 or 2026 was found: what is known of 2026 is in NORMALBELOPP_PARTIAL, which
// is not a table to compute with.

/** Where each year of NORMALBELOPP comes from. */
export const NORMALBELOPP_SOURCES: Readonly<Record<number, string>> = {
  2024:
    'Skatteverket, SKV A 2023:18 (normalbelopp beskattningsåret 2024), all 173 rows: Skatteverket ' +
    'export in github.com/Technigo/project-express-api, data/Traktamente utland2024.csv ' +
    '(commit fff28e8364ab7e97853febab85fb81c62afa76bb); Albanien–Lettland checked against ' +
    'https://www.faronline.se/dokument/skatteverket/allmanna-rad2/2023/skva20230018/',
};

/** Normalbelopp in whole kronor per day: year → ISO 3166-1 alpha-2 code (or 'ÖVRIGA') → amount. */
export const NORMALBELOPP: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  2024: {
    AE: 1060,
    AG: 834,
    AL: 322,
    AM: 557,
    AO: 530,
    AR: 290,
    AT: 746,
    AU: 817,
    AZ: 471,
    BA: 377,
    BB: 1125,
    BD: 499,
    BE: 894,
    BF: 478,
    BG: 431,
    BH: 994,
    BJ: 600,
    BN: 551,
    BO: 432,
    BQ: 786, // row "Nederländska Antillerna" (dissolved 2010: now BQ, CW and SX)
    BR: 505,
    BS: 1267,
    BW: 407,
    BY: 290, // also "Vitryssland, se Belarus"
    BZ: 681,
    CA: 1009,
    CD: 697,
    CF: 501,
    CG: 680,
    CH: 1365,
    CI: 766,
    CL: 575,
    CM: 554,
    CN: 688,
    CO: 343,
    CR: 772,
    CU: 373,
    CW: 786, // row "Nederländska Antillerna"
    CY: 682,
    CZ: 735,
    DE: 800,
    DJ: 697,
    DK: 1274,
    DZ: 388,
    EC: 703,
    EE: 611,
    EG: 290,
    ER: 504,
    ES: 691,
    ET: 310,
    FI: 948,
    FM: 619,
    FR: 935,
    GA: 731,
    GB: 914,
    GD: 706,
    GE: 381,
    GH: 514,
    GL: 1274, // "Grönland, se Danmark"
    GM: 321,
    GN: 683,
    GR: 728,
    GY: 653,
    HK: 688, // "Hong Kong, se Kina"
    HN: 530,
    HR: 510,
    HT: 789,
    HU: 666,
    ID: 488,
    IE: 1011,
    IL: 921,
    IN: 377,
    IQ: 730,
    IR: 493, // "Iran, se Övriga länder och områden" (export; absent from the faronline copy)
    IS: 1064,
    IT: 856,
    JM: 506,
    JO: 950,
    JP: 486,
    KE: 435,
    KG: 290,
    KH: 593,
    KR: 681,
    KW: 928,
    KZ: 378,
    LA: 290,
    LB: 493, // "Libanon, se Övriga länder och områden" (the faronline copy is misaligned here)
    LC: 789,
    LI: 1147,
    LK: 471,
    LR: 752,
    LT: 599,
    LU: 977,
    LV: 687,
    LY: 290,
    MA: 470,
    MC: 1009,
    MD: 389,
    ME: 416,
    MG: 290,
    MK: 320, // also "Makedonien, se Nordmakedonien"
    ML: 511,
    MM: 290, // also "Burma, se Myanmar"
    MN: 504,
    MO: 688, // "Macao, se Kina"
    MR: 404,
    MT: 655,
    MU: 432,
    MV: 477,
    MW: 403,
    MX: 668,
    MY: 319,
    MZ: 438,
    NE: 387,
    NG: 435,
    NI: 542,
    NL: 792,
    NO: 1104,
    NP: 312,
    NZ: 656,
    OM: 977,
    PA: 779,
    PE: 504,
    PG: 662,
    PH: 563,
    PK: 290,
    PL: 562,
    PR: 1168, // "Puerto Rico, se USA"
    PT: 613,
    PY: 352,
    QA: 967,
    RO: 424,
    RS: 453,
    RU: 544,
    RW: 290,
    SA: 1220,
    SC: 1092,
    SD: 701,
    SG: 959,
    SI: 592,
    SK: 691,
    SL: 290,
    SM: 856, // "San Marino, se Italien"
    SN: 652,
    SV: 574,
    SX: 786, // row "Nederländska Antillerna"
    SZ: 290, // also "Swaziland, se Eswatini"
    TG: 567,
    TH: 563,
    TM: 1649,
    TN: 290,
    TO: 519,
    TR: 290,
    TT: 960,
    TW: 615,
    TZ: 413,
    UA: 393,
    UG: 422,
    US: 1168,
    UY: 624,
    UZ: 290,
    VC: 564,
    VE: 420,
    VN: 433,
    VU: 743,
    WS: 649,
    XK: 290,
    ZA: 318,
    ZM: 425,
    ZW: 660,
    ÖVRIGA: 493,
  },
};

// 2026 is NOT a complete table: only the rows below are known, and only from a secondary source (a
// third-party C# payroll file, "TraktamentsCalculator", whose own comment says its 2026 amounts were
// checked against Björn Lundén's and foretagande.se's summaries). Skatteverket's own 2026 table was not
// found. The 'ÖVRIGA' 493 there is the same as 2024's, which may be a copy; check it before use. Do not
// put this into NORMALBELOPP: a country missing here is not an "övriga" country.
/** Known rows of years whose full table was not found; sources in NORMALBELOPP_PARTIAL_SOURCES. */
export const NORMALBELOPP_PARTIAL: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  2026: {
    DE: 760,
    DK: 1226,
    ES: 635,
    FI: 968,
    FR: 850,
    GB: 901,
    IT: 802,
    NO: 1054,
    US: 1049,
    ÖVRIGA: 493,
  },
};

/** Where each year of NORMALBELOPP_PARTIAL comes from. */
export const NORMALBELOPP_PARTIAL_SOURCES: Readonly<Record<number, string>> = {
  2026:
    'Secondary only: a third-party C# file (RegionHR.Infrastructure.Payroll.TraktamentsCalculator) ' +
    'citing Björn Lundén and foretagande.se summaries of Skatteverket 2026; not Skatteverket itself',
};

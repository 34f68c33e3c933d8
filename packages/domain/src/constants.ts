// SPEC §9 Business constants and limits, in one place. Yearly money figures are data, not here.

export const PASSWORD_MIN_LENGTH = 6;
export const GENERATED_PASSWORD_LENGTH = 20;
export const GENERATED_PASSWORD_ALPHABET =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz~!@-#$';
export const LOGIN_MAX_LENGTH = 50;

/** The highest version a row reaches (ARCHITECTURE "Concurrency"): the database keeps versions as 4-byte integers. */
export const VERSION_MAX = 2_147_483_647;

export const SMS_CODE_LENGTH = 4;
/** Unambiguous alphanumerics for SMS codes: no 0/O, 1/I/L. */
export const SMS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SMS_CODE_TTL_MINUTES = 10;
export const SMS_CODE_MAX_TRIES = 5;

export const BANKID_POLL_INTERVAL_MS = 1500;
export const BANKID_MAX_POLLS = 60;
export const BANKID_CANCELLED_MESSAGE_DELAY_MS = 7_000;
export const BANKID_CANCELLED_END_DELAY_MS = 10_000;

export const PICTURE_MAX_BYTES_WEB = 2 * 1024 * 1024;
export const PICTURE_MAX_BYTES_APP = 10 * 1024 * 1024;
export const PICTURE_TYPES = ['heic', 'heif', 'jpeg', 'jpg', 'jfif', 'png', 'bmp'] as const;

export const LANGUAGES = ['sv', 'en', 'fr', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie the web app keeps the interface language in, beside local storage: the server paints a logged-in page in it (ADR 0024). */
export const LANGUAGE_COOKIE = 'lp_lang';

/** The id of the JSON element a server-painted page carries its answers in (ADR 0024). */
export const FIRST_PAINT_STATE_ID = 'first-paint-state';
export const DEFAULT_LANGUAGE: Language = 'sv';
export const LANGUAGE_FLAGS: Record<Language, string> = { sv: 'se', en: 'us', fr: 'fr', pl: 'pl' };

export const DECIMALS_DEFAULT = 2;
export const DECIMALS_MAX_AUTO = 4;

export const DROPDOWN_SCROLL_AFTER_ITEMS = 5;
export const DROPDOWN_ITEM_HEIGHT = 48;
export const MULTISELECT_COUNT_ABOVE = 3;

export const DEFAULT_CURRENCY = 'SEK';
export const WEEK_STARTS_ON_MONDAY = true;
/** Compensations: quantity × unit price fills the amount (showAutoCalc), the account column is hidden (showKonterat); both remembered locally. */
export const SHOW_AUTO_CALC_DEFAULT = true;
export const SHOW_KONTERAT_DEFAULT = false;
/** Receipts are read as soon as they are chosen (auto scan), remembered locally. */
export const AUTO_SCAN_DEFAULT = true;

export const DIALOG_WIDTH = 590;
export const DRAWER_WIDTH = 210;
export const DRAWER_MINI_WIDTH = 60;
export const USER_MENU_MAX_HEIGHT = 300;
export const COMPANY_SEARCH_FROM = 10;
export const COMPANY_LIST_MAX_HEIGHT = 700;

export const CACHE_LIFETIME_MS = 15 * 60_000;
export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_INACTIVITY_MINUTES = 60;

export const NEW_VERSION_DELAY_MS = 10_000;
export const NEW_VERSION_COUNTDOWN_MS = 3 * 60_000;
export const NEW_VERSION_EXTEND_MS = 60_000;
export const NEW_VERSION_MAX_EXTENSIONS = 3;
export const NEW_VERSION_ACCENT_AT_S = 60;
export const NEW_VERSION_ERROR_AT_S = 30;

export const EMPTY_REGISTRY_WARNING_MS = 15_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SNACKBAR_TIMEOUT_MS = 10_000;
export const SNACKBAR_LONG_TIMEOUT_MS = 20_000;
export const SNACKBAR_LONG_TEXT = 100;

export const DEFAULT_DATE_FILTER_PERIOD_TYPE = 'M';
export const DEFAULT_INITIAL_DATE_FILTER = 'CURRENT';
export const STAFFING_HOURS_DEFAULT = { from: 6, to: 18 } as const;
export const STAFFING_CALENDAR_TYPE_DEFAULT = 'week';

export const EMPTY_DATE = '1899-12-30';
export const NULL_ID = '00000000-0000-0000-0000-000000000000';

export const FILE_DOWNLOAD_DATA_URL_THRESHOLD = 2 * 1024 * 1024;

/** ATL 14 §: weekly rest 36 h; ATL 13 §: daily rest 11 h. */
export const WEEKLY_REST_MIN_HOURS = 36;
export const DAILY_REST_MIN_HOURS = 11;

/** Per diem structure (the amounts are yearly data). DOMAIN §1.1. */
export const PER_DIEM_MIN_DISTANCE_KM = 50;
export const PER_DIEM_DEPARTURE_WHOLE_BEFORE = '12:00';
export const PER_DIEM_RETURN_WHOLE_AFTER = '19:00';
export const PER_DIEM_NIGHT_SHARE = 0.5;

export const OLD_PORTAL_END_DATE = '2021-12-31';

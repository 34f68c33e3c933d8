import { expect, type Page } from '@playwright/test';
import { API_HEADERS } from './helpers';

/** SPEC §3 / §9 defaults of UserAppSettings (a new user's settings). */
export const DEFAULT_SETTINGS = {
  Theme: 'white',
  DateFilterPeriodType: 'M',
  InitialDateFilter: 'CURRENT',
  PaginationPerPage: 25,
  InactivityTimer: 60,
  MessageNotification: true,
} as const;

/** Saves settings for the logged-in user straight through the API. */
export async function putSettings(
  page: Page,
  settings: Partial<Record<keyof typeof DEFAULT_SETTINGS, unknown>>,
) {
  const res = await page.request.put('/api/userAppSettings', { headers: API_HEADERS, data: settings });
  expect(res.ok()).toBe(true);
}

/** Opens the user menu in the toolbar and chooses an item. */
export async function chooseUserMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /^Användarmeny för/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export const LIGHT_BACKGROUND = 'rgb(243, 245, 249)';
export const DARK_BACKGROUND = 'rgb(18, 20, 23)';

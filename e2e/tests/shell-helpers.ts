import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';

/** The app shell's navigation drawer. */
export const navigation = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** The names of the entries in the navigation drawer, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = navigation(page);
  await expect(nav).toBeVisible();
  return nav.getByRole('link').evaluateAll((links) => links.map((l) => (l.textContent ?? '').trim()));
}

/** Opens the user menu in the toolbar and returns it. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Användarmeny för / }).click();
  const menu = page.getByRole('menu', { name: 'Användarmeny' });
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the company selection dialog from the company name in the toolbar. */
export async function openCompanyDialog(page: Page, currentCompany: string) {
  await page.getByRole('banner').getByRole('button', { name: currentCompany, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Välj företag' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A small PNG (a diagonal gradient), built in memory so the test needs no file on disk. */
export function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

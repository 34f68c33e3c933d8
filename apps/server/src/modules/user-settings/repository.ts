import { eq } from 'drizzle-orm';
import type { UserAppSettings } from '@lonportal/domain';
import type { Db } from '../../db/client';
import { deviceTokens, userAppSettings } from '../../db/schema/index';
import { forgetUsers } from '../../plugins/session/store';

export async function findSettings(db: Db, userId: string) {
  const rows = await db.select().from(userAppSettings).where(eq(userAppSettings.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function saveSettings(db: Db, userId: string, s: UserAppSettings) {
  const values = {
    theme: s.Theme,
    dateFilterPeriodType: s.DateFilterPeriodType,
    initialDateFilter: s.InitialDateFilter,
    paginationPerPage: s.PaginationPerPage,
    inactivityTimer: s.InactivityTimer,
    messageNotification: s.MessageNotification,
  };
  const rows = await db
    .insert(userAppSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userAppSettings.userId, set: values })
    .returning();
  // The inactivity timer and GET /me's settings come with the session lookup.
  forgetUsers(db, [userId]);
  return rows[0] ?? null;
}

export async function saveDeviceToken(
  db: Db,
  userId: string,
  platform: 'android' | 'ios',
  token: string,
  at: Date,
) {
  await db
    .insert(deviceTokens)
    .values({ userId, platform, token, updatedAt: at })
    .onConflictDoUpdate({
      target: [deviceTokens.userId, deviceTokens.platform],
      set: { token, updatedAt: at },
    });
}

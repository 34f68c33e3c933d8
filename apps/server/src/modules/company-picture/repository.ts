import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, pictures } from '../../db/schema/index';
import { forgetCompanies } from '../../plugins/session/store';
import type { EncodedPicture } from './image';

/** Stores the new company picture and drops the previous one, in one transaction. */
export async function replaceCompanyPicture(db: Db, ftgId: string, picture: EncodedPicture): Promise<string> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pictures)
      .values({ ftgId, kind: 'company', ...picture })
      .returning({ id: pictures.id });
    await tx.update(companies).set({ pictureId: row!.id }).where(eq(companies.ftgId, ftgId));
    await tx
      .delete(pictures)
      .where(and(eq(pictures.ftgId, ftgId), eq(pictures.kind, 'company'), ne(pictures.id, row!.id)));
    return row!.id;
  });
  forgetCompanies(db, [ftgId]);
  return id;
}

/** Removes the company picture; false when there was none. */
export async function deleteCompanyPicture(db: Db, ftgId: string): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    await tx.update(companies).set({ pictureId: null }).where(eq(companies.ftgId, ftgId));
    const gone = await tx
      .delete(pictures)
      .where(and(eq(pictures.ftgId, ftgId), eq(pictures.kind, 'company')))
      .returning({ id: pictures.id });
    return gone.length > 0;
  });
  forgetCompanies(db, [ftgId]);
  return deleted;
}

export async function findPicture(db: Db, ftgId: string, id: string) {
  const rows = await db
    .select({ mime: pictures.mime, content: pictures.content })
    .from(pictures)
    .where(and(eq(pictures.ftgId, ftgId), eq(pictures.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

import { z } from 'zod';

// /messages (SPEC §2.1 inbox, §6 Plus and EnableMeddelanden, §7 /messages/status AntalOlast): what
// the portal (a reminder) or a person sent the user in the selected company.

/** The largest page of the inbox. */
export const MESSAGES_PER_PAGE_MAX = 200;

export const MessagesQuerySchema = z
  .object({
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PerPage: z.coerce.number().int().min(5).max(MESSAGES_PER_PAGE_MAX).optional(),
  })
  .strict();

export const MessageSchema = z.object({
  Id: z.uuid(),
  Rubrik: z.string(),
  /** The text in Swedish; a portal text also has its key and values (`Nyckel`, `Parametrar`). */
  Text: z.string(),
  /** An i18n key under messages.portal, for the reader's language; null for a person's own text. */
  Nyckel: z.string().nullable(),
  Parametrar: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Who sent it; null for the portal itself (a reminder). */
  Avsandare: z.string().nullable(),
  Skickad: z.iso.datetime(),
  Last: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;
export const MessageListSchema = z.array(MessageSchema);

export const MessageIdParamsSchema = z.object({ Id: z.uuid() });

/** SPEC §7 /messages/status. */
export const MessageStatusSchema = z.object({ AntalOlast: z.int().min(0) });

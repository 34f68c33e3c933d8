// Files sent in a JSON body (the company picture, receipts, attachments): base64, optionally as a
// data URL. What is done with the bytes has one home each: receipts and attachments are accepted
// and sent back by shared/receipt-file.ts, pictures encoded anew by shared/images.ts, names
// cleaned by shared/file-name.ts.

/** The bytes of an uploaded file's base64 content (a data URL's prefix is dropped). */
export const decodeUpload = (content: string): Buffer =>
  Buffer.from(content.replace(/^data:[^,]*,/, ''), 'base64');

/** The body limit for a file of at most `maxBytes`: base64 grows it by a third; the JSON around it is small. */
export const uploadBodyLimit = (maxBytes: number): number => Math.ceil((maxBytes * 4) / 3) + 4096;

import { ATTACHMENT_MAX_BYTES, sniffAttachment } from '@lonportal/domain/absence/attachments';
import { base64Of } from './receipt-file';

// A chosen attachment, checked in the browser before it is sent (SPEC §5 uploads): the server
// checks it again, and more (a picture's pixels, a PDF's active content).

export type AttachmentProblem = 'errors.attachmentTooLarge' | 'errors.invalidAttachment';

/** The file as the upload sends it, or why it is refused: its bytes (and name) say what it is. */
export async function readAttachment(
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
): Promise<{ file: { name: string; content: string } } | { problem: AttachmentProblem }> {
  if (file.size > ATTACHMENT_MAX_BYTES) return { problem: 'errors.attachmentTooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffAttachment(bytes, file.name)) return { problem: 'errors.invalidAttachment' };
  return { file: { name: file.name, content: base64Of(bytes) } };
}

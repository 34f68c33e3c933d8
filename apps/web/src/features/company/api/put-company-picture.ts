import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const PictureIdSchema = z.object({ Id: z.uuid() });

export interface CompanyPictureUpload {
  /** Base64 of the file, without a data: prefix. */
  Content: string;
  /** Extension or MIME type (SPEC §5 Pictures). */
  Type: string;
}

/** PUT /ftgpicture: replaces the selected company's picture (roles LIC, ADM, FTG); answers its new id. */
export const putCompanyPicture = (body: CompanyPictureUpload) =>
  apiRequest('/ftgpicture', PictureIdSchema, { method: 'PUT', body });

export const usePutCompanyPicture = () => useMutation({ mutationFn: putCompanyPicture });

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /ftgpicture: removes the selected company's picture (roles LIC, ADM, FTG). */
export const deleteCompanyPicture = () => apiRequest('/ftgpicture', undefined, { method: 'DELETE' });

export const useDeleteCompanyPicture = () => useMutation({ mutationFn: deleteCompanyPicture });

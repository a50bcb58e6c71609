import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { italianPlaces } from '../stores/italian-places/italian-places';
import { REFERENCE_DATA_CACHE } from './reference-cache';

export const handler = defineHandler(API_ROUTES.provinces, async () => ({
  headers: REFERENCE_DATA_CACHE,
  body: italianPlaces().provinces,
}));

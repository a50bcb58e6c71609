import { refusalText } from '../../shared/refusals';
import { API_ROUTES } from '../../shared/route-table';
import { defineHandler } from '../commons/http/define-handler';
import { Refusal } from '../commons/refusal/refusal';
import { municipalitiesOf } from '../stores/italian-places/italian-places';
import { REFERENCE_DATA_CACHE } from './reference-cache';

export const PROVINCE_NOT_FOUND = refusalText('PROVINCE_NOT_FOUND');

export const handler = defineHandler(API_ROUTES.cities, async ({ params }) => {
  const names = municipalitiesOf(params.provinceCode);
  if (!names) throw new Refusal('PROVINCE_NOT_FOUND');
  return { headers: REFERENCE_DATA_CACHE, body: names.map((name) => ({ name })) };
});

// CountryMaster and CityList: the drop-downs of Register, address books and rate finders.
import * as yup from 'yup';
import { countryCode } from '@/lib/schemas/common';
import type { Ctx } from '../context';
import { COUNTRIES, countryName } from '../data/countries';
import { citiesOf } from '../data/cities';
import { badRequest, readBody, readQuery, messageBody } from '../http';
import type { Router } from '../router';

const countryQuery = yup.object({ Country: countryCode().default('') });
const cityBody = yup.object({ Country: countryCode().required('Country is required.') });

async function countryMaster(c: Ctx) {
  const { Country } = await readQuery(c, countryQuery);
  const list = Country ? COUNTRIES.filter((x) => x.CountryCode === Country) : COUNTRIES;
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json(messageBody('Success', { data: { CountryListLocation: list } }));
}

async function cityList(c: Ctx) {
  const { Country } = await readBody(c, cityBody);
  if (!countryName(Country)) throw badRequest('Please choose a country from the list.', { Country: 'Unknown country.' });
  const CityListLocation = citiesOf(Country).map((x) => ({ CityName: x.name, CityCode: x.code }));
  // The original API answers CityListLocation at the top level; data carries it too.
  return c.json(messageBody(CityListLocation.length ? 'Success' : 'City Not Found', { CityListLocation, data: { CityListLocation } }));
}

export function locationRoutes(r: Router) {
  r.get('CountryMaster', 'public', countryMaster);
  r.post('CityList', 'public', cityList);
}

import type { RawResult } from '@cleardocket/domain/search/classify';
import { nameTermParts } from '@cleardocket/domain/search/query';
import type { SearchType } from '@cleardocket/domain/search/query';
import { nameResults } from './offline-name-results';
import { hash, PLACES, pick, random, slug, title } from './offline-persona';

/**
 * The offline provider's corpus: realistic results on catalogue domains (court dockets, mugshots,
 * people-search profiles, news, neutral pages), built deterministically from the search term
 * (offline-persona.ts gives each name its details). Hosts outside the catalogue use the reserved
 * `.example` domain: nothing here describes a real person.
 */

function companyResults(term: string, next: () => number): RawResult[] {
  const name = title(term);
  const s = slug(name);
  const year = 2017 + Math.floor(next() * 6);
  const civilNo = `${year}-CV-${String(1000 + Math.floor(next() * 9000))}`;
  return [
    {
      url: `https://unicourt.com/case/${s}-${civilNo.toLowerCase()}`,
      title: `Doe v. ${name} - ${civilNo} | UniCourt`,
      snippet: `Civil lawsuit against ${name}: complaint alleges breach of contract. Defendant ${name}. Docket and judgment.`,
    },
    {
      url: `https://www.pacermonitor.com/public/case/${Math.floor(next() * 9e7)}/${s}`,
      title: `${name} bankruptcy petition - PacerMonitor`,
      snippet: `Chapter 11 bankruptcy case filed by ${name} in ${year}. Court docket and creditors list.`,
    },
    {
      url: `https://www.zoominfo.com/c/${s}/${Math.floor(next() * 9e8)}`,
      title: `${name} - Overview, employees and contacts | ZoomInfo`,
      snippet: `${name} company profile: revenue, employee contacts and email formats.`,
    },
    {
      url: `https://www.reviews.example/biz/${s}`,
      title: `${name} complaints and reviews`,
      snippet: `Customers filed a complaint about ${name} over a billing dispute.`,
    },
    {
      url: `https://www.${s}.example/`,
      title: `${name} | Official site`,
      snippet: `Welcome to ${name}. About us, services and contact details.`,
    },
  ];
}

function caseResults(term: string): RawResult[] {
  const s = slug(term);
  return [
    {
      url: `https://unicourt.com/case/${s}`,
      title: `Case ${term} | UniCourt`,
      snippet: `Case ${term}: docket entries, parties (plaintiff and defendant) and court records.`,
    },
    {
      url: `https://trellis.law/case/${s}`,
      title: `${term} - Trellis`,
      snippet: `Court record for case number ${term}. Complaint and judgment documents.`,
    },
    {
      url: `https://www.docketalarm.com/cases/${s}`,
      title: `Docket ${term} | Docket Alarm`,
      snippet: `Full docket for ${term} with filings and orders.`,
    },
    {
      url: `https://law.justia.com/cases/${s}/`,
      title: `${term} :: Justia`,
      snippet: `Opinion in case ${term}. Appeal from the district court.`,
    },
  ];
}

function phoneResults(digits: string, next: () => number): RawResult[] {
  const formatted =
    digits.length >= 10 ? `(${digits.slice(-10, -7)}) ${digits.slice(-7, -4)}-${digits.slice(-4)}` : digits;
  const [city, state] = pick(next, PLACES);
  return [
    {
      url: `https://www.spydialer.com/phone/${digits}`,
      title: `${formatted} - Who called me? | Spy Dialer`,
      snippet: `Reverse phone lookup for ${formatted}: owner name, ${city}, ${state}.`,
    },
    {
      url: `https://www.usphonebook.com/${digits}`,
      title: `${formatted} | USPhoneBook`,
      snippet: `Phone ${formatted} registered in ${city}, ${state}. Owner, address and carrier.`,
    },
    {
      url: `https://thatsthem.com/phone/${digits}`,
      title: `${formatted} - That's Them`,
      snippet: `Name, address and email linked to ${formatted}.`,
    },
    {
      url: `https://www.numberguru.com/phone/${digits}`,
      title: `Who owns ${formatted}? | NumberGuru`,
      snippet: `Carrier and location for ${formatted}.`,
    },
  ];
}

function emailResults(email: string): RawResult[] {
  const s = slug(email);
  return [
    {
      url: `https://thatsthem.com/email/${encodeURIComponent(email)}`,
      title: `${email} - That's Them`,
      snippet: `Owner name, address, phone and age for ${email}.`,
    },
    {
      url: `https://www.spokeo.com/email-search/${s}`,
      title: `${email} | Spokeo email lookup`,
      snippet: `See who owns ${email}: social profiles and records.`,
    },
    {
      url: `https://www.rocketreach.co/${s}`,
      title: `${email} contact details - RocketReach`,
      snippet: `Work email ${email} and company contacts.`,
    },
    {
      url: `https://forum.hobbyists.example/members/${s}`,
      title: `Member profile`,
      snippet: `Posts by member with email ${email}.`,
    },
  ];
}

function addressResults(address: string, next: () => number): RawResult[] {
  const s = slug(address);
  const price = 180 + Math.floor(next() * 600);
  return [
    {
      url: `https://www.zillow.com/homedetails/${s}/${Math.floor(next() * 9e7)}_zpid/`,
      title: `${address} | Zillow`,
      snippet: `3 bd, 2 ba house. Zestimate $${price},000. Owner and sale history.`,
    },
    {
      url: `https://www.fastpeoplesearch.com/address/${s}`,
      title: `${address} residents | FastPeopleSearch`,
      snippet: `Current and past residents of ${address}, with phone numbers and relatives.`,
    },
    {
      url: `https://blockshopper.com/property/${s}`,
      title: `${address} - BlockShopper`,
      snippet: `Property record and owner for ${address}. Sale price and mortgage.`,
    },
    {
      url: `https://www.clustrmaps.com/a/${s}`,
      title: `${address} - ClustrMaps`,
      snippet: `People who lived at ${address}.`,
    },
    {
      url: `https://maps.cityguide.example/${s}`,
      title: `${address} on the map`,
      snippet: `Directions and nearby places.`,
    },
  ];
}

/** The corpus results for a term and type, in a fixed order. */
export function offlineResults(type: SearchType, term: string): RawResult[] {
  // A name with a place ("Jordan Miller (Austin, TX)", a monitoring variant) is the same person's
  // pages, as on the web: the details come from the name alone, not from the place added to it.
  const key = type === 'name' ? nameTermParts(term).name.toLowerCase() : term.toLowerCase();
  const next = random(hash(`${type}:${key}`));
  switch (type) {
    case 'name':
      return nameResults(key, next);
    case 'company':
      return companyResults(term, next);
    case 'case':
      return caseResults(term);
    case 'phone':
      return phoneResults(term.replace(/\D/g, ''), next);
    case 'email':
      return emailResults(term.toLowerCase());
    case 'address':
      return addressResults(term, next);
  }
}

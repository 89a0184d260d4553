import type { RawResult } from '@cleardocket/domain/search/classify';
import { nameTermParts } from '@cleardocket/domain/search/query';
import type { SearchType } from '@cleardocket/domain/search/query';

/**
 * The offline provider's corpus: realistic results on catalogue domains (court dockets, mugshots,
 * people-search profiles, news, neutral pages), built deterministically from the search term.
 * A few demo identities have fixed details; any other name gets details derived from a hash of
 * the name, so the same search always returns the same results. Hosts outside the catalogue use
 * the reserved `.example` domain: nothing here describes a real person.
 */
type Persona = {
  city: string;
  state: string;
  county: string;
  age: number;
  offence: string;
  relatives: [string, string];
  /** A different person with the same name, elsewhere: exercises the match score. */
  namesake: { city: string; state: string; age: number };
};

const DEMO_IDENTITIES: Record<string, Persona> = {
  'jordan miller': {
    city: 'Austin',
    state: 'TX',
    county: 'Travis',
    age: 38,
    offence: 'Driving While Intoxicated',
    relatives: ['Karen Miller', 'Sam Miller'],
    namesake: { city: 'Tacoma', state: 'WA', age: 61 },
  },
  'maria gonzalez': {
    city: 'Phoenix',
    state: 'AZ',
    county: 'Maricopa',
    age: 45,
    offence: 'Theft of Property',
    relatives: ['Luis Gonzalez', 'Ana Gonzalez'],
    namesake: { city: 'Miami', state: 'FL', age: 23 },
  },
  'david chen': {
    city: 'San Jose',
    state: 'CA',
    county: 'Santa Clara',
    age: 52,
    offence: 'Breach of Contract',
    relatives: ['Linda Chen', 'Kevin Chen'],
    namesake: { city: 'Boston', state: 'MA', age: 29 },
  },
  'ashley johnson': {
    city: 'Columbus',
    state: 'OH',
    county: 'Franklin',
    age: 31,
    offence: 'Disorderly Conduct',
    relatives: ['Denise Johnson', 'Tyler Johnson'],
    namesake: { city: 'Atlanta', state: 'GA', age: 57 },
  },
};

const PLACES = [
  ['Denver', 'CO', 'Denver'],
  ['Tulsa', 'OK', 'Tulsa'],
  ['Madison', 'WI', 'Dane'],
  ['Baltimore', 'MD', 'Baltimore'],
  ['St. Louis', 'MO', 'St. Louis'],
  ['Houston', 'TX', 'Harris'],
  ['Orlando', 'FL', 'Orange'],
  ['Raleigh', 'NC', 'Wake'],
] as const;
const OFFENCES = [
  'Driving While Intoxicated',
  'Possession of a Controlled Substance',
  'Simple Assault',
  'Petty Theft',
  'Trespassing',
];
const GIVEN = ['Patricia', 'Michael', 'Linda', 'James', 'Susan', 'Robert', 'Karen', 'Thomas'];

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const title = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function personaFor(name: string, next: () => number): Persona {
  const demo = DEMO_IDENTITIES[name.toLowerCase()];
  if (demo) return demo;
  const [city, state, county] = pick(next, PLACES);
  const last = name.split(' ').at(-1) ?? name;
  const other = pick(
    next,
    PLACES.filter((place) => place[1] !== state),
  );
  return {
    city,
    state,
    county,
    age: 24 + Math.floor(next() * 40),
    offence: pick(next, OFFENCES),
    relatives: [`${pick(next, GIVEN)} ${title(last)}`, `${pick(next, GIVEN)} ${title(last)}`],
    namesake: { city: other[0], state: other[1], age: 20 + Math.floor(next() * 50) },
  };
}

function nameResults(term: string, next: () => number): RawResult[] {
  const name = title(term);
  const p = personaFor(term, next);
  const year = 2015 + Math.floor(next() * 8);
  // A dated item gives the age the person had then, as a real booking record or article does.
  const ageThen = p.age - (new Date().getUTCFullYear() - year);
  const caseNo = `${year}-CR-${String(1000 + Math.floor(next() * 9000))}`;
  const civilNo = `${year + 1}-CV-${String(100 + Math.floor(next() * 900))}`;
  const id = String(100000 + Math.floor(next() * 899999));
  const s = slug(name);
  const [first, ...rest] = name.split(' ');
  const last = rest.at(-1) ?? '';
  return [
    {
      url: `https://unicourt.com/case/${slug(p.county)}-county-${p.state.toLowerCase()}-${caseNo.toLowerCase()}`,
      title: `State of ${p.state} v. ${name} - ${caseNo} | UniCourt`,
      snippet: `Criminal case ${caseNo} filed in ${p.county} County District Court. Defendant: ${name}, ${p.city}, ${p.state}. Charges: ${p.offence}. Docket entries and case record.`,
    },
    {
      url: `https://trellis.law/case/${slug(p.county)}/${civilNo.toLowerCase()}`,
      title: `${name} v. ${p.city} Property Management LLC | Trellis`,
      snippet: `Civil lawsuit ${civilNo}: plaintiff ${name} alleges breach of lease. Complaint, docket and judgment documents from ${p.county} County.`,
    },
    {
      url: `https://www.courtlistener.com/docket/${id}/${s}/`,
      title: `${name} - CourtListener docket`,
      snippet: `Docket for a case involving ${name}. Filed ${year}. Court: ${p.county} County Court at Law.`,
    },
    {
      url: `https://mugshots.com/US-States/${slug(p.state)}/${slug(p.county)}-county/${s}.${id}.html`,
      title: `${name} Mugshot - ${p.county} County, ${p.state} arrest`,
      snippet: `${name}, age ${ageThen}, booked ${p.county} County jail ${year}. Charges: ${p.offence}.`,
    },
    {
      url: `https://${slug(p.county)}.arrests.org/Arrests/${name.replace(/ /g, '_')}_${id}`,
      title: `${name} arrested in ${p.city}, ${p.state}`,
      snippet: `Booking record for ${name}, booked ${year}. Age ${ageThen}. Arresting agency: ${p.city} Police Department. Alleged offence: ${p.offence}.`,
    },
    {
      url: `https://bustedmugshots.com/${slug(p.state)}/${slug(p.county)}/${s}-${id}`,
      title: `${name} booking photo - ${p.city}, ${p.state} | Busted Mugshots`,
      snippet: `${name}, ${ageThen}, was booked into ${p.county} County jail in ${year}. Booking photo and charges: ${p.offence}.`,
    },
    {
      url: `https://dataveria.com/profile/person/${s}-${id}`,
      title: `${name} in ${p.city}, ${p.state} | Dataveria`,
      snippet: `Public records for ${name}: addresses, phone numbers and relatives including ${p.relatives[1]}.`,
    },
    {
      url: `https://www.spokeo.com/${name.replace(/ /g, '-')}/${slug(p.state)}/${slug(p.city)}`,
      title: `${name}, ${p.age} - ${p.city}, ${p.state} | Spokeo`,
      snippet: `${name} lives in ${p.city}, ${p.state}. Relatives include ${p.relatives[0]} and ${p.relatives[1]}. Phone numbers, email and address history.`,
    },
    {
      url: `https://www.whitepages.com/name/${name.replace(/ /g, '-')}/${slug(p.city)}-${p.state}`,
      title: `${name} in ${p.city}, ${p.state} - Whitepages`,
      snippet: `Current address, phone and background report for ${name}, age ${p.age}. Related to ${p.relatives[0]}.`,
    },
    {
      url: `https://www.truepeoplesearch.com/find/person/${id}`,
      title: `${name}, Age ${p.age} - ${p.city}, ${p.state}`,
      snippet: `${name} age ${p.age}. Lives in ${p.city}, ${p.state}. Possible relatives: ${p.relatives.join(', ')}.`,
    },
    {
      url: `https://radaris.com/p/${first}/${last}/`,
      title: `${name} - ${p.namesake.city}, ${p.namesake.state} | Radaris`,
      snippet: `${name}, age ${p.namesake.age}, ${p.namesake.city}, ${p.namesake.state}. Addresses, phones and background records.`,
    },
    {
      url: `https://www.beenverified.com/people/${slug(first ?? '')}-${slug(last)}/`,
      title: `${name} - Background check | BeenVerified`,
      snippet: `Search criminal records, arrest records and court records for ${name}.`,
    },
    {
      url: `https://www.${slug(p.city)}ledger.example/news/${year}/${s}-charged`,
      title: `${p.city} resident charged after traffic stop`,
      snippet: `Police say ${name}, ${ageThen}, of ${p.city} was arrested after a traffic stop on Main Street early Saturday.`,
    },
    {
      url: `https://www.linkedin.com/in/${s}-${id.slice(0, 4)}`,
      title: `${name} - Operations Manager - ${p.city}, ${p.state} | LinkedIn`,
      snippet: `View ${name}'s profile. Experience, education and connections.`,
    },
    {
      url: `https://results.${slug(p.city)}runners.example/${year}/half-marathon/${s}`,
      title: `${p.city} Half Marathon ${year} results - ${name}`,
      snippet: `Finish time 1:52:07. Division rank 48.`,
    },
    {
      url: `https://www.${slug(p.namesake.city)}daily.example/obituaries/${s}`,
      title: `Obituary: ${name} of ${p.namesake.city}`,
      snippet: `${name}, ${p.namesake.age}, of ${p.namesake.city}, ${p.namesake.state}, passed away peacefully.`,
    },
  ];
}

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

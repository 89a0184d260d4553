import type { RawResult } from '@cleardocket/domain/search/classify';
import { personaFor, slug, title } from './offline-persona';
import type { Persona } from './offline-persona';

/** What one name's pages are made of: the person, the year of their record and its numbers. */
type NamePage = {
  name: string;
  p: Persona;
  year: number;
  ageThen: number;
  caseNo: string;
  civilNo: string;
  id: string;
  s: string;
  first: string | undefined;
  last: string;
};

/** Court dockets, mugshots and arrest records of the person (and a civil case they brought). */
function courtRecordPages({ name, p, year, ageThen, caseNo, civilNo, id, s }: NamePage): RawResult[] {
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
  ];
}

/** People-search profiles: the person, and a namesake elsewhere. */
function peopleSearchPages({ name, p, id, s, first, last }: NamePage): RawResult[] {
  return [
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
  ];
}

/** News, a profile, a race result and a namesake's obituary: pages that are not records. */
function otherPages({ name, p, year, ageThen, id, s }: NamePage): RawResult[] {
  return [
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

/** The pages a name search finds, in a fixed order. */
export function nameResults(term: string, next: () => number): RawResult[] {
  const name = title(term);
  const p = personaFor(term, next);
  const year = 2015 + Math.floor(next() * 8);
  // A dated item gives the age the person had then, as a real booking record or article does.
  const ageThen = p.age - (new Date().getUTCFullYear() - year);
  const caseNo = `${year}-CR-${String(1000 + Math.floor(next() * 9000))}`;
  const civilNo = `${year + 1}-CV-${String(100 + Math.floor(next() * 900))}`;
  const id = String(100000 + Math.floor(next() * 899999));
  const [first, ...rest] = name.split(' ');
  const page: NamePage = { name, p, year, ageThen, caseNo, civilNo, id, s: slug(name), first, last: rest.at(-1) ?? '' };
  return [...courtRecordPages(page), ...peopleSearchPages(page), ...otherPages(page)];
}

import type { EvalPersona } from '../types';

/**
 * Personas of issue 35's cases: people whose records are written as courts, counties and brokers
 * write them. Everyone here is invented; phones are 555 numbers, hosts off the catalogue `.example`.
 */
export const DANA_WHITLOCK: EvalPersona = {
  id: 'dana-whitlock',
  description:
    'Dana Marie Whitlock, born 1979; lived in Tacoma WA, Boise ID, Sacramento CA and Phoenix AZ; married to Sam Ortega',
  profile: {
    firstName: 'Dana',
    middleName: 'Marie',
    lastName: 'Whitlock',
    birthYear: 1979,
    places: [
      { city: 'Tacoma', state: 'WA', county: 'Pierce' },
      { city: 'Boise', state: 'ID', county: 'Ada' },
      { city: 'Sacramento', state: 'CA', county: 'Sacramento' },
      { city: 'Phoenix', state: 'AZ', county: 'Maricopa' },
    ],
    relatives: ['Sam Ortega', 'Ruth Whitlock'],
    phones: ['253-555-0147'],
    emails: ['dana.whitlock@mail.example'],
    addresses: ['4410 N Pearl St, Tacoma WA'],
    caseNumbers: ['22-1-01834-27'],
  },
};

export const MARCUS_OKAFOR: EvalPersona = {
  id: 'marcus-okafor',
  description:
    'Marcus Tobenna Okafor, born 1985; lived in Columbus OH, Chicago IL, Brooklyn NY and Philadelphia PA; sister Adaeze married a Nwosu',
  profile: {
    firstName: 'Marcus',
    middleName: 'Tobenna',
    lastName: 'Okafor',
    birthYear: 1985,
    places: [
      { city: 'Columbus', state: 'OH', county: 'Franklin' },
      { city: 'Chicago', state: 'IL', county: 'Cook' },
      { city: 'Brooklyn', state: 'NY', county: 'Kings' },
      { city: 'Philadelphia', state: 'PA', county: 'Philadelphia' },
    ],
    relatives: ['Grace Okafor', 'Adaeze Okafor'],
    phones: ['614-555-0133'],
    emails: ['m.okafor@mail.example'],
    addresses: ['2217 Ridgewood Ave, Columbus OH'],
    caseNumbers: ['CR-2019-004417'],
  },
};

export const LENA_BROOKS: EvalPersona = {
  id: 'lena-brooks',
  description:
    'Lena F. Brooks, born Fischer in 1972; lived in Miami FL, Houston TX and Boston MA; married to Carl Brooks',
  profile: {
    firstName: 'Lena',
    middleName: 'F',
    lastName: 'Brooks',
    aliases: ['Lena Fischer'],
    birthYear: 1972,
    places: [
      { city: 'Miami', state: 'FL', county: 'Miami-Dade' },
      { city: 'Houston', state: 'TX', county: 'Harris' },
      { city: 'Boston', state: 'MA', county: 'Suffolk' },
    ],
    relatives: ['Carl Brooks', 'Heidi Fischer'],
    phones: ['305-555-0188'],
    emails: ['lena.brooks@mail.example'],
    addresses: ['918 Coral Way, Miami FL'],
    caseNumbers: ['2020-DR-006612'],
  },
};

export const HARBOR_PLUMBING: EvalPersona = {
  id: 'harbor-plumbing',
  description: 'Harbor Plumbing & Drain LLC of Tacoma WA, owned by Luis and Ana Ferreira',
  profile: {
    kind: 'business',
    firstName: '',
    lastName: '',
    companies: ['Harbor Plumbing & Drain LLC'],
    places: [{ city: 'Tacoma', state: 'WA', county: 'Pierce' }],
    relatives: ['Luis Ferreira', 'Ana Ferreira'],
    phones: ['253-555-0191'],
    caseNumbers: ['23-2-04410-8'],
  },
};

export const BLUE_RIDGE_TILE: EvalPersona = {
  id: 'blue-ridge-tile',
  description: 'Blue Ridge Tile and Stone of Asheville NC (entered with "and"), run by Tom Harlan',
  profile: {
    kind: 'business',
    firstName: '',
    lastName: '',
    companies: ['Blue Ridge Tile and Stone'],
    places: [{ city: 'Asheville', state: 'NC', county: 'Buncombe' }],
    relatives: ['Tom Harlan'],
    phones: ['828-555-0175'],
  },
};

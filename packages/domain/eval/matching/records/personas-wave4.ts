import type { EvalPersona } from '../types';

/**
 * Personas of the wave-4 cases (issue 35, item 3: shapes not covered before): a rare name who runs
 * a business, and a very common name who goes by a nickname. Everyone here is invented; phones are
 * 555 numbers, hosts off the catalogue `.example`.
 */
export const GRAHAM_OYELARAN: EvalPersona = {
  id: 'graham-oyelaran',
  description:
    'Graham Tobias Oyelaran, born 1976; Atlanta GA (Fulton), earlier Ann Arbor MI and Denver CO; runs Oyelaran Cabinetry LLC; a theft charge in 2022',
  profile: {
    firstName: 'Graham',
    middleName: 'Tobias',
    lastName: 'Oyelaran',
    birthYear: 1976,
    places: [
      { city: 'Atlanta', state: 'GA', county: 'Fulton' },
      { city: 'Ann Arbor', state: 'MI', county: 'Washtenaw' },
      { city: 'Denver', state: 'CO', county: 'Denver' },
    ],
    relatives: ['Nkechi Oyelaran', 'Femi Oyelaran', 'Joy Oyelaran-Pierce'],
    phones: ['404-555-0126'],
    emails: ['woodshop.graham@mail.example'],
    companies: ['Oyelaran Cabinetry LLC'],
    addresses: ['781 Ponce Ridge Dr, Atlanta GA'],
    caseNumbers: ['22CR004518'],
  },
};

export const CHRISTOPHER_MOORE: EvalPersona = {
  id: 'christopher-moore',
  description:
    'Christopher Allen Moore, goes by Chris, born 1968; Las Vegas NV (Clark) now, earlier Minneapolis MN, Raleigh NC and Portland OR; wife Joan, daughter Kayla Moore-Dunn',
  profile: {
    firstName: 'Christopher',
    middleName: 'Allen',
    lastName: 'Moore',
    birthYear: 1968,
    places: [
      { city: 'Las Vegas', state: 'NV', county: 'Clark' },
      { city: 'Minneapolis', state: 'MN', county: 'Hennepin' },
      { city: 'Raleigh', state: 'NC', county: 'Wake' },
      { city: 'Portland', state: 'OR', county: 'Multnomah' },
    ],
    relatives: ['Joan Moore', 'Kayla Moore-Dunn'],
    phones: ['702-555-0174'],
    emails: ['cmoore.vegas68@mail.example'],
    caseNumbers: ['27-CR-19-20331'],
  },
};

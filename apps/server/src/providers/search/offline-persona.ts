/*
 * The offline corpus's people: a few demo identities with fixed details, and details derived from a
 * hash of any other name, so the same search always returns the same results (offline-corpus.ts).
 */
export type Persona = {
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

export const PLACES = [
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

export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
export const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const title = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function personaFor(name: string, next: () => number): Persona {
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

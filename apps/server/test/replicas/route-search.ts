import { STATE_OPTIONS, received, subPath } from './route-common';
import type { Flow } from './route-common';
import { FORM_SHAPES } from './route-forms';
import type { ReplicaContext } from './server';

/**
 * A people-search site's opt-out in steps (issue 30 §1): search by name and state, a list of five
 * namesakes (the member's record is the fourth, and no other shows their city and age), the
 * record's removal form, then "check your email". `people-nomatch` lists five who are not the
 * member. Ages count from a birth year of 1984 (the bench's and the tests' member); the year is 2026.
 */
const MATCHING = [
  { id: 'r1', age: 61, place: 'Springfield, IL' },
  { id: 'r2', age: 29, place: 'Austin, TX' },
  { id: 'r3', age: 35, place: 'Miami, FL', middle: 'A.' },
  { id: 'r4', age: 42, place: 'Austin, TX', relatives: 'Relatives: Robin Member' },
  { id: 'r5', age: 58, place: 'Boise, ID' },
];
const NONE = [
  { id: 'r1', age: 61, place: 'Springfield, IL' },
  { id: 'r2', age: 29, place: 'Portland, OR' },
  { id: 'r3', age: 35, place: 'Miami, FL', middle: 'A.' },
  { id: 'r4', age: 70, place: 'Boise, ID' },
  { id: 'r5', age: 19, place: 'Reno, NV' },
];

function peopleSearch(context: ReplicaContext, shape: string, people: typeof MATCHING) {
  const sub = subPath(context);
  const base = `/rf/${shape}`;
  if (sub === 'results') {
    const first = context.url.searchParams.get('first') ?? '';
    const last = context.url.searchParams.get('last') ?? '';
    context.state.events.push({ flow: `rt-${shape}`, what: 'searched', value: `${first} ${last}` });
    const rows = people
      .map(
        (person) =>
          `<li class="result"><strong>${first} ${'middle' in person ? `${person.middle} ` : ''}${last}</strong>, age ${person.age} — ${person.place}. ${'relatives' in person ? person.relatives : ''}
          <a href="${base}/remove?id=${person.id}">Remove this record</a></li>`,
      )
      .join('');
    return context.page('Search results', `<p>${people.length} people found.</p><ul>${rows}</ul>`);
  }
  if (sub === 'remove') {
    if (context.request.method === 'POST')
      return received(
        context,
        shape,
        ['record', 'email'],
        '<p>Check your email to confirm the removal of your record.</p>',
      );
    const id = context.url.searchParams.get('id') ?? '';
    return context.page(
      'Remove a record',
      `<form method="post"><input type="hidden" name="record" value="${id}">
      <p><label>Email address (we send a link to confirm) <input name="email" type="email" required></label></p>
      <button>Send removal request</button></form>`,
    );
  }
  context.page(
    'Opt out',
    `<p>Find your record to remove it from our search results.</p><form action="${base}/results">
    <p><label>First name <input name="first" required></label></p><p><label>Last name <input name="last" required></label></p>
    <p><label>State <select name="state">${STATE_OPTIONS}</select></label></p><button>Search</button></form>`,
  );
}

const SHAPES: Record<string, (context: ReplicaContext) => Promise<void> | void> = {
  ...FORM_SHAPES,
  'people-search': (context) => peopleSearch(context, 'people-search', MATCHING),
  'people-nomatch': (context) => peopleSearch(context, 'people-nomatch', NONE),
};

export const routeForms: Flow = {
  prefix: 'rf',
  async handle(context) {
    const shape = context.url.pathname.split('/')[2] ?? '';
    const handler = SHAPES[shape];
    if (!handler) return context.page('Not found', '', 404);
    await handler(context);
  },
};

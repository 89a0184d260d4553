import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * Mentions of the member (issue 35, item 4): news stories and their own social profiles are about
 * them but nothing to remove; namesakes' profiles and stories beside them.
 */
const dana = itemsFor('dana-whitlock', { type: 'name', term: 'Dana Whitlock' });
const marcus = itemsFor('marcus-okafor', { type: 'name', term: 'Marcus Okafor' });
const lena = itemsFor('lena-brooks', { type: 'name', term: 'Lena Brooks' });

type Row = [url: string, title: string, snippet: string, pattern: string];
const MENTIONS: [typeof dana.mine, 'news' | 'social', Row][] = [
  [
    dana.mine,
    'news',
    [
      'https://news.tacomaledger.example/2022/04/tacoma-woman-charged',
      'Tacoma woman charged with theft from employer',
      'Dana Whitlock, 42, of Tacoma was charged with third-degree theft, court records show.',
      'news story: a mention, not a removal target',
    ],
  ],
  [
    dana.mine,
    'social',
    [
      'https://www.facebook.com/dana.whitlock.tacoma',
      'Dana Whitlock - Tacoma, Washington | Facebook',
      'Dana Whitlock lives in Tacoma, Washington. Married to Sam Ortega-Whitlock.',
      'own social profile: a mention',
    ],
  ],
  [
    dana.other,
    'social',
    [
      'https://www.facebook.com/dana.whitlock.atl',
      'Dana Whitlock - Atlanta, Georgia | Facebook',
      'Dana Whitlock lives in Atlanta, Georgia. Went to Georgia State.',
      'namesake profile',
    ],
  ],
  [
    marcus.mine,
    'news',
    [
      'https://news.columbusherald.example/2019/06/ovi-arrests',
      'Weekend OVI arrests in Franklin County',
      'Marcus T. Okafor, 33, of Columbus was among those arrested, deputies said.',
      'news story: a mention',
    ],
  ],
  [
    marcus.mine,
    'social',
    [
      'https://www.linkedin.com/in/marcus-t-okafor',
      'Marcus T. Okafor - Columbus, Ohio | LinkedIn',
      'Marcus Tobenna Okafor. Columbus, Ohio. Experience and education.',
      'own profile with middle name: a mention',
    ],
  ],
  [
    marcus.other,
    'news',
    [
      'https://news.houstontimes.example/2022/05/arrests',
      'Harris County arrests',
      'Marcus Okafor, 21, of Houston was arrested, police said.',
      'namesake in the news',
    ],
  ],
  [
    lena.mine,
    'news',
    [
      'https://news.miamipost.example/2014/03/arrests',
      'Miami-Dade arrests',
      'Lena F. Brooks, 41, of Miami was arrested on a misdemeanor charge.',
      'news story: a mention',
    ],
  ],
  [
    lena.other,
    'social',
    [
      'https://www.linkedin.com/in/lena-brooks-orlando',
      'Lena Brooks - Orlando, Florida | LinkedIn',
      'Lena Brooks. Orlando, Florida. Nursing student.',
      'namesake profile',
    ],
  ],
];

export const MENTION_ITEMS: EvalItem[] = MENTIONS.map(([make, kind, [url, title, snippet, pattern]]) =>
  make(url, title, snippet, kind, pattern),
);

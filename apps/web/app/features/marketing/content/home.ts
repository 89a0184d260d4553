import { DatabaseZap, Eraser, FileSearch, Gavel, Scale, ShieldCheck } from 'lucide-react';

/** The home page's content (spec "Home page"). */
export const HOME_STEPS = [
  {
    icon: FileSearch,
    title: 'Free case assessment',
    text: 'Tell us about your record. We show you what an employer or landlord would find, and which of it can be removed.',
  },
  {
    icon: Gavel,
    title: 'Custom removal plan',
    text: 'Every listing gets the route that works for that site: an opt-out, a legal deletion request, a search-engine removal, or a sealing order through a partner attorney.',
  },
  {
    icon: ShieldCheck,
    title: 'Removal and ongoing monitoring',
    text: 'We work each request until the page is gone, keep proof of every step, and keep watching so a record that reappears is removed again.',
  },
];

export const HOME_SERVICES = [
  {
    icon: DatabaseZap,
    title: 'Legal database removal',
    text: 'Court-record, people-search and background-check sites.',
  },
  {
    icon: Eraser,
    title: 'Erasing harmful information',
    text: 'Search-engine de-indexing, content removal and reputation monitoring.',
  },
  { icon: Scale, title: 'Legal expungement', text: 'Court record expungement, case sealing and attorney assistance.' },
];

export const HOME_STATS = [
  { value: '97.3%', label: 'success rate' },
  { value: '45 days', label: 'average time to removal, guaranteed on premium links' },
  { value: '94%', label: 'of employers run background checks' },
  { value: '66 million+', label: 'new cases entered U.S. state courts in 2024' },
];

export const HOME_TRUST_POINTS = [
  '24/7 monitoring and alerts',
  '24/7 support',
  '99% success rate on people-search opt-outs',
];

export const HOME_TESTIMONIALS = [
  {
    quote:
      'My dismissed case was the first thing anyone saw when they searched my name. It was taken off 7 sites, and Google stopped showing it a few weeks later.',
    name: 'Marcus T.',
    kind: 'Case removal',
  },
  {
    quote:
      'The lawsuit page was still there, but it is nowhere near the first page of my name any more. I got the job.',
    name: 'Dana R.',
    kind: 'Suppression',
  },
  {
    quote:
      'I didn’t know my arrest could be expunged. Their attorney filed it, and then they cleaned up every copy online.',
    name: 'Luis G.',
    kind: 'Expungement',
  },
];

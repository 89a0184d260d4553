import type { PlaybookInput } from './playbook';
import {
  beenVerifiedOptOut,
  listingUrlForm,
  optOutSearch,
  peopleConnectPortal,
  whitepagesSuppression,
} from './playbook-families';

/**
 * One playbook per web-form broker whose flow the catalogue's sources describe (docs/removal.md
 * "Playbooks"). Sources: the site catalogue entry (its `source`), brianreumere/data-brokers' process
 * type (BSD-2-Clause: search-first, opt-out-search), Privacy Guides' data-broker removals page
 * (CC BY-SA 4.0), and the flow notes of coreConvention/data-broker-optouts' manifest (facts only).
 * Brokers left out, and why, are in `playbook-gaps.ts`.
 */
const BR = (file: string) => `brianreumere/data-brokers:data/${file}`;
const PG = 'privacyguides/privacyguides.org:docs/data-broker-removals.md';
const CC = 'coreConvention/data-broker-optouts:data/manifest.json';
const MARKUP = 'the-markup/investigation-data-broker-opt-out-pages:data/data-broker-opt-out-pages.csv';
const FRONTS = 'brianreumere/data-brokers:joins/fronts.yml';

const peopleConnect = (domain: string, file: string) =>
  peopleConnectPortal({ domain, sources: [BR(file), FRONTS, BR('peopleConnect.yaml'), CC] });
const beenVerified = (domain: string, file: string) =>
  beenVerifiedOptOut({ domain, sources: [BR(file), FRONTS, BR('beenVerified.yaml'), PG] });

export const PLAYBOOK_INPUTS: readonly PlaybookInput[] = [
  // PeopleConnect's suppression portal: Intelius and the sites fronting for it.
  peopleConnect('peopleconnect.us', 'peopleConnect.yaml'),
  peopleConnect('intelius.com', 'intelius.yaml'),
  peopleConnect('instantcheckmate.com', 'instantCheckmate.yaml'),
  peopleConnect('truthfinder.com', 'truthFinder.yaml'),
  peopleConnect('ussearch.com', 'usSearch.yaml'),
  peopleConnect('zabasearch.com', 'zabaSearch.yaml'),
  peopleConnect('anywho.com', 'anyWho.yaml'),
  peopleConnect('addresses.com', 'addresses_com.yaml'),
  peopleConnect('easybackgroundchecks.com', 'easyBackgroundChecks.yaml'),
  peopleConnect('publicrecords.com', 'publicRecords.yaml'),
  peopleConnect('people.yellowpages.com', 'people_yellowpages_com.yaml'),
  // BeenVerified's opt-out search and its fronts.
  beenVerified('beenverified.com', 'beenVerified.yaml'),
  beenVerified('peoplelooker.com', 'peopleLooker.yaml'),
  beenVerified('peoplesmart.com', 'peopleSmart.yaml'),
  beenVerified('neighborwho.com', 'neighborWho.yaml'),
  beenVerified('numberguru.com', 'numberGuru.yaml'),
  beenVerified('officialusa.com', 'officialUSA.yaml'),
  beenVerified('freephonetracer.com', 'freePhoneTracer.yaml'),
  beenVerified('identitypi.com', 'identitypi.yaml'),
  // Whitepages' suppression requests (and DexKnows, a front for it).
  whitepagesSuppression({ domain: 'whitepages.com', sources: [BR('whitepages.yaml'), PG, MARKUP] }),
  whitepagesSuppression({ domain: 'dexknows.com', sources: [BR('dexKnows.yaml'), FRONTS, BR('whitepages.yaml')] }),
  // "Search first": the listing's address into the site's opt-out form.
  listingUrlForm({
    domain: 'spokeo.com',
    url: 'https://www.spokeo.com/optout',
    emailFrom: 'spokeo.com',
    sources: [BR('spokeo.yaml'), PG, MARKUP],
  }),
  listingUrlForm({
    domain: 'peoplefinders.com',
    url: 'https://www.peoplefinders.com/opt-out',
    sources: [BR('peopleFinders.yaml'), MARKUP, CC],
  }),
  listingUrlForm({
    domain: 'publicrecordsnow.com',
    url: 'https://www.peoplefinders.com/opt-out',
    hosts: ['peoplefinders.com'],
    sources: [BR('publicRecordsNow.yaml'), FRONTS],
  }),
  listingUrlForm({
    domain: 'clustrmaps.com',
    url: 'https://clustrmaps.com/bl/opt-out',
    emailFrom: 'clustrmaps.com',
    sources: [BR('clustrmaps.yaml'), PG, CC],
  }),
  listingUrlForm({
    domain: 'nuwber.com',
    url: 'https://nuwber.com/removal/link',
    emailFrom: 'nuwber.com',
    captcha: 'maybe',
    sources: [BR('nuwber.yaml'), MARKUP, CC],
  }),
  listingUrlForm({
    domain: 'neighbor.report',
    url: 'https://neighbor.report/remove',
    emailFrom: 'neighbor.report',
    sources: [BR('neighborReport.yaml'), CC],
  }),
  listingUrlForm({ domain: 'thatsthem.com', url: 'https://thatsthem.com/optout', sources: [BR('thatsThem.yaml'), PG] }),
  listingUrlForm({
    domain: 'grey-pages.com',
    url: 'https://www.grey-pages.com/removal',
    sources: [BR('greyPages.yaml')],
  }),
  listingUrlForm({
    domain: 'peoplebyname.com',
    url: 'https://www.peoplebyname.com/remove.php',
    sources: [BR('peopleByName.yaml')],
  }),
  listingUrlForm({
    domain: 'revealname.com',
    url: 'https://www.revealname.com/opt_out',
    sources: [BR('revealName.yaml')],
  }),
  listingUrlForm({ domain: 'spydialer.com', url: 'https://spydialer.com/Consumers/', sources: [BR('spyDialer.yaml')] }),
  listingUrlForm({ domain: 'publicdatausa.com', url: 'https://publicdatausa.com/remove.php', sources: [PG, CC] }),
  listingUrlForm({ domain: 'familytreenow.com', url: 'https://www.familytreenow.com/optout', sources: [MARKUP, CC] }),
  listingUrlForm({
    domain: 'socialcatfish.com',
    url: 'https://socialcatfish.com/opt-out/',
    emailFrom: 'socialcatfish.com',
    sources: [BR('socialCatfish.yaml'), MARKUP],
  }),
  listingUrlForm({
    domain: 'unmask.com',
    url: 'https://unmask.com/opt-out/',
    emailFrom: 'unmask.com',
    sources: [MARKUP],
  }),
  listingUrlForm({
    domain: 'americaphonebook.com',
    url: 'https://www.americaphonebook.com/contact.php',
    message: true,
    sources: [BR('americaPhoneBook.yaml')],
  }),
  // "Opt-out search": the site's own removal search, then the member's record.
  optOutSearch({
    domain: 'fastbackgroundcheck.com',
    url: 'https://www.fastbackgroundcheck.com/opt-out',
    sources: [BR('fastBackgroundCheck.yaml')],
  }),
  optOutSearch({
    domain: 'fastpeoplesearch.com',
    url: 'https://www.fastpeoplesearch.com/optout',
    captcha: 'maybe',
    sources: [MARKUP, CC],
  }),
  optOutSearch({
    domain: 'truepeoplesearch.com',
    url: 'https://www.truepeoplesearch.com/removal',
    captcha: 'always',
    emailFrom: 'truepeoplesearch.com',
    sources: [BR('truePeopleSearch.yaml'), MARKUP, CC],
  }),
  optOutSearch({
    domain: 'usphonebook.com',
    url: 'https://www.usphonebook.com/opt-out/',
    captcha: 'maybe',
    sources: [BR('usPhoneBook.yaml'), PG, CC],
  }),
  optOutSearch({
    domain: 'usa-people-search.com',
    url: 'https://www.usa-people-search.com/removal',
    sources: [BR('usaPeopleSearch.yaml')],
  }),
  optOutSearch({
    domain: 'peoplesearchnow.com',
    url: 'https://www.peoplesearchnow.com/opt-out',
    emailFrom: 'peoplesearchnow.com',
    sources: [BR('peopleSearchNow.yaml'), CC],
  }),
  optOutSearch({
    domain: 'infotracer.com',
    url: 'https://infotracer.com/optout/',
    emailFrom: 'infotracer.com',
    sources: [BR('infoTracer.yaml'), PG, CC],
  }),
  optOutSearch({
    domain: 'publicinfoservices.com',
    url: 'https://www.publicinfoservices.com/help-center/remove-me-from-website',
    sources: [BR('publicInformationServices.yaml'), MARKUP],
  }),
  optOutSearch({
    domain: 'searchpublicrecords.com',
    url: 'https://www.searchpublicrecords.com/help-center/remove-me-from-website',
    sources: [BR('searchPublicRecords.yaml'), MARKUP],
  }),
  optOutSearch({
    domain: 'privaterecords.net',
    url: 'https://www.privaterecords.net/api/helper/optOutLight/search',
    sources: [MARKUP],
  }),
];

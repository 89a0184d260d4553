import { DARNELL_WASHINGTON, DARNELL_WASHINGTON_ITEMS } from './personas/darnell-washington';
import { EMILY_CHEN, EMILY_CHEN_ITEMS } from './personas/emily-chen';
import { HARBOR_LIGHT_ROOFING, HARBOR_LIGHT_ROOFING_ITEMS } from './personas/harbor-light-roofing';
import { JENNIFER_KOWALSKI, JENNIFER_KOWALSKI_ITEMS } from './personas/jennifer-kowalski';
import { JOSE_HERNANDEZ, JOSE_HERNANDEZ_ITEMS } from './personas/jose-hernandez';
import { KEVIN_TRAN, KEVIN_TRAN_ITEMS } from './personas/kevin-tran';
import { LUCIUS_PEMBERTON, LUCIUS_PEMBERTON_ITEMS } from './personas/lucius-pemberton';
import { MARIA_GARCIA, MARIA_GARCIA_ITEMS } from './personas/maria-garcia';
import { MICHAEL_JOHNSON, MICHAEL_JOHNSON_ITEMS } from './personas/michael-johnson';
import { PRIYA_NATARAJAN_COLE, PRIYA_NATARAJAN_COLE_ITEMS } from './personas/priya-natarajan-cole';
import { ROBERT_LANE, ROBERT_LANE_ITEMS } from './personas/robert-lane';
import { SIOBHAN_OBRIEN, SIOBHAN_OBRIEN_ITEMS } from './personas/siobhan-obrien';
import { CAPTION_ITEMS } from './records/captions';
import { BROOKS_LAYOUT_ITEMS } from './records/layouts-brooks';
import { LAYOUT_ITEMS } from './records/layouts';
import { OKAFOR_LAYOUT_ITEMS } from './records/layouts-okafor';
import { MARRIED_NAME_ITEMS } from './records/married-names';
import { MENTION_ITEMS } from './records/mentions';
import { ORGANISATION_ITEMS } from './records/organisations';
import { BLUE_RIDGE_TILE, DANA_WHITLOCK, HARBOR_PLUMBING, LENA_BROOKS, MARCUS_OKAFOR } from './records/personas';
import { ROLL_ITEMS } from './records/rolls';
import { WAVE4_CAPTION_ITEMS } from './records/captions-wave4';
import { WAVE4_LAYOUT_ITEMS } from './records/layouts-wave4';
import { CHRISTOPHER_MOORE, GRAHAM_OYELARAN } from './records/personas-wave4';
import { REGISTER_ITEMS } from './records/registers';
import { WAVE4_ROLL_ITEMS } from './records/rolls-wave4';
import { SOCIAL_ITEMS } from './records/social';
import type { EvalItem, EvalPersona } from './types';

/** The date the set was written against: ages "today" are ages on this day. */
export const EVAL_NOW = new Date('2026-06-01T00:00:00Z');

export const EVAL_PERSONAS: readonly EvalPersona[] = [
  MARIA_GARCIA,
  LUCIUS_PEMBERTON,
  SIOBHAN_OBRIEN,
  PRIYA_NATARAJAN_COLE,
  JENNIFER_KOWALSKI,
  ROBERT_LANE,
  HARBOR_LIGHT_ROOFING,
  KEVIN_TRAN,
  JOSE_HERNANDEZ,
  DARNELL_WASHINGTON,
  EMILY_CHEN,
  MICHAEL_JOHNSON,
  DANA_WHITLOCK,
  MARCUS_OKAFOR,
  LENA_BROOKS,
  HARBOR_PLUMBING,
  BLUE_RIDGE_TILE,
  GRAHAM_OYELARAN,
  CHRISTOPHER_MOORE,
];

export const EVAL_ITEMS: readonly EvalItem[] = [
  ...MARIA_GARCIA_ITEMS,
  ...LUCIUS_PEMBERTON_ITEMS,
  ...SIOBHAN_OBRIEN_ITEMS,
  ...PRIYA_NATARAJAN_COLE_ITEMS,
  ...JENNIFER_KOWALSKI_ITEMS,
  ...ROBERT_LANE_ITEMS,
  ...HARBOR_LIGHT_ROOFING_ITEMS,
  ...KEVIN_TRAN_ITEMS,
  ...JOSE_HERNANDEZ_ITEMS,
  ...DARNELL_WASHINGTON_ITEMS,
  ...EMILY_CHEN_ITEMS,
  ...MICHAEL_JOHNSON_ITEMS,
  // Issue 35: records as courts, counties and brokers write them.
  ...CAPTION_ITEMS,
  ...ROLL_ITEMS,
  ...ORGANISATION_ITEMS,
  ...LAYOUT_ITEMS,
  ...OKAFOR_LAYOUT_ITEMS,
  ...BROOKS_LAYOUT_ITEMS,
  ...MENTION_ITEMS,
  // Issue 35, wave 3: relatives, co-owners and co-parties under married names.
  ...MARRIED_NAME_ITEMS,
  // Issue 35, wave 4: other states and counties, company registers, social profiles, new layouts.
  ...WAVE4_CAPTION_ITEMS,
  ...WAVE4_ROLL_ITEMS,
  ...REGISTER_ITEMS,
  ...SOCIAL_ITEMS,
  ...WAVE4_LAYOUT_ITEMS,
];

/**
 * Common short forms of given names, so "Bob" on a listing counts for Robert and "Jen" for
 * Jennifer. Both directions are read: a member who gave "Mike" also matches "Michael".
 */
const NICKNAMES: Record<string, readonly string[]> = {
  abigail: ['abby'],
  alexander: ['alex', 'xander'],
  alexandra: ['alex', 'lexi'],
  amanda: ['mandy'],
  andrew: ['andy', 'drew'],
  anthony: ['tony'],
  barbara: ['barb', 'babs'],
  benjamin: ['ben', 'benny'],
  catherine: ['cathy', 'cate', 'kate'],
  charles: ['charlie', 'chuck'],
  christina: ['chris', 'tina', 'chrissy'],
  christine: ['chris', 'tina', 'chrissy'],
  christopher: ['chris'],
  cynthia: ['cindy'],
  daniel: ['dan', 'danny'],
  david: ['dave'],
  deborah: ['deb', 'debbie'],
  donald: ['don', 'donnie'],
  dorothy: ['dot', 'dottie'],
  edward: ['ed', 'eddie', 'ted', 'ned'],
  eduardo: ['lalo'],
  elizabeth: ['liz', 'beth', 'betty', 'eliza', 'lizzie'],
  francisco: ['paco', 'pancho'],
  frederick: ['fred', 'freddie'],
  gerald: ['gerry', 'jerry'],
  gregory: ['greg'],
  guadalupe: ['lupe'],
  james: ['jim', 'jimmy', 'jamie'],
  jacqueline: ['jackie'],
  jeffrey: ['jeff'],
  jennifer: ['jen', 'jenn', 'jenny'],
  jessica: ['jess', 'jessie'],
  john: ['jack', 'johnny', 'jon'],
  jonathan: ['jon', 'jonny'],
  jose: ['pepe'],
  joseph: ['joe', 'joey'],
  joshua: ['josh'],
  judith: ['judy'],
  katherine: ['kate', 'kathy', 'katie', 'kat'],
  kathryn: ['kate', 'kathy', 'katie'],
  kenneth: ['ken', 'kenny'],
  kimberly: ['kim'],
  lawrence: ['larry'],
  margaret: ['maggie', 'peggy', 'meg'],
  matthew: ['matt'],
  michael: ['mike', 'mikey', 'mick'],
  nicholas: ['nick', 'nicky'],
  pamela: ['pam'],
  patricia: ['pat', 'patty', 'trish'],
  peter: ['pete'],
  rebecca: ['becky', 'becca'],
  richard: ['rick', 'rich', 'dick'],
  robert: ['bob', 'rob', 'bobby', 'robbie'],
  ronald: ['ron', 'ronnie'],
  samantha: ['sam'],
  samuel: ['sam', 'sammy'],
  stephen: ['steve'],
  steven: ['steve'],
  susan: ['sue', 'susie'],
  theodore: ['ted', 'teddy', 'theo'],
  theresa: ['terry', 'tess'],
  thomas: ['tom', 'tommy'],
  timothy: ['tim', 'timmy'],
  victoria: ['vicky', 'tori'],
  william: ['bill', 'will', 'billy', 'liam'],
};

const byShortForm = new Map<string, string[]>();
for (const [full, shorts] of Object.entries(NICKNAMES)) {
  for (const short of shorts) byShortForm.set(short, [...(byShortForm.get(short) ?? []), full]);
}

/** The given name and the names it is a short or long form of (folded). */
export function givenNameForms(first: string): string[] {
  const forms = new Set([first, ...(NICKNAMES[first] ?? [])]);
  for (const full of byShortForm.get(first) ?? []) forms.add(full);
  return [...forms];
}

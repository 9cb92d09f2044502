/**
 * The words of referral inducement, shared by the input gate (what a rep asks for) and the output
 * check (what a model suggests). Patterns run on normalised, lower-cased text. Kept as data in one
 * place so a new phrasing is added once and both checks learn it.
 *
 * Categories follow what the OIG's hospice guidance and enforcement cases name as remuneration to
 * referral sources: cash and per-referral payments, gifts and gift cards, meals, free staff or
 * services (CNAs, aides, discharge planners), free equipment, and entertainment or trips.
 */
export type ValueKind = 'payment' | 'gift' | 'food' | 'free-staff' | 'free-equipment' | 'entertainment';

/** A readable multi-line alternation: whitespace around each `|` is dropped (so no space may sit next to a `|` inside a group). */
const words = (list: string) =>
  list
    .trim()
    .split(/\s*\|\s*/)
    .join('|');

export const VALUE_PATTERNS: Record<ValueKind, RegExp> = {
  payment: new RegExp(
    `\\$\\s?\\d|\\b\\d+\\s?(?:dollars|bucks)\\b|\\b(?:${words(`
      cash | money | pay | pays | paying | payment | payments | payout | paid | compensate | compensating | compensation | commissions? |
      bonus(?:es)? | kickbacks? | (?:referral|finder'?s?) fees? | stipends? | venmo | zelle | cash ?app | a check | cut of | a percentage |
      per (?:referral|admission|admit|patient|head) | for (?:each|every) (?:referral|admission|admit|patient) | incentiv\\w* | reward(?:s|ing)? |
      waiv\\w+\\s(?:(?:the|their|her|his)\\s)?(?:[\\w']+\\s)?(?:copays?|co-pays?|room and board|fees?|costs?|bills?|deductibles?)
    `)})\\b`,
  ),
  gift: new RegExp(
    `\\b(?:${words(`
      gifts? | gift ?cards? | gift certificates? | gift baskets? | (?:amazon|visa|mastercard|starbucks|target|walmart|restaurant|prepaid|spa|dining|grocery|gas|itunes|apple|uber eats|doordash) (?:gift )?cards? |
      bottles? of \\w+ | wine | whiskey | bourbon | swag | fruit baskets? | jewel\\w* | ipads? | airpods | apple watch\\w* | perks? | vouchers? |
      something nice | goodie bags? | holiday baskets?
    `)})\\b`,
  ),
  food: new RegExp(
    `\\b(?:${words(`
      lunch(?:es)? | breakfasts? | dinners? | meals? | food | donuts | doughnuts | pizzas? | bagels | cookies | treats | snacks | coffee |
      pastries | cupcakes | desserts? | catering | catered | cater | steak(?:house)? | brunch | bar tab | drinks | happy hours? | restaurants?
    `)})\\b`,
  ),
  'free-staff': new RegExp(
    `\\b(?:${words(`
      cnas? | aides? | nurses? | lpns? | rns? | staff(?:ers|ing)? | social workers? | discharge planners? | chaplains? | volunteers? |
      employees? | caregivers? | sitters? | therapists? | admissions? nurses? | one of (?:our|my) \\w+
    `)})\\b`,
  ),
  'free-equipment': new RegExp(
    `\\b(?:${words(`
      hospital beds? | wheelchairs? | walkers? | oxygen | concentrators? | dme | equipment | supplies | briefs | diapers | mattress(?:es)? |
      hoyer lifts? | lifts? | computers? | tablets? | printers? | software | scrubs | furniture | ambulance rides? | transportation | rides |
      housekeeping | cleaning | groceries | rent
    `)})\\b`,
  ),
  entertainment: new RegExp(
    `\\b(?:${words(`
      top ?golf | golf(?:ing)? | tee times? | tickets? | (?:ball|football|basketball|baseball|hockey|soccer|spurs|cowboys|rangers|astros|mavs|mavericks|texans|rockets|nfl|nba|mlb|playoff) games? |
      box seats? | concerts? | broadway | spa(?: days?)? | massages? | cruises? | trips? | vacations? | getaways? | weekend away | vegas | casino |
      weekends? (?:at|in|on) (?:(?:the|a|my|our|his|her|their)\\s)?(?:lake|beach|coast|shore|mountains|cabin|condo|ranch|resort|islands?) |
      (?:lake|beach|vacation) ?houses? | cabins? | condos? | timeshares? | staycations? |
      resorts? | flights? | airfare | fishing | hunting | wine tastings? | escape rooms? | bowling | karaoke | night out | outings? | sporting events? |
      season passes? | theme parks? | disney | (?:holiday|christmas|birthday|office|pizza|staff) part(?:y|ies)
    `)})\\b`,
  ),
};

/** Giving, offering, treating, paying: the verbs that turn a thing into a transfer of value. */
export const GIVING =
  /\b(?:give|gives|giving|gave|offer|offers|offering|offered|provide|provides|providing|provided|send|sending|sent|bring|bringing|brought|buy|buying|bought|get|getting|take|taking|treat|treating|cater|catering|sponsor|sponsoring|pay|paying|paid|hand|handing|drop(?:ping)? off|leave|leaving|comp|comping|cover|covering|covered|comped|hosted|treated|rewarded|promised|donated|lent|loaned|reward|rewarding|donate|donating|lend|lending|loan|loaning|invite|inviting|host|hosting|throw|throwing|hook \w+ up|kick back|tip|tipping|waive|waiving|promise|promising|fly|flying|assign|assigning|put|let|have|loaning|set \w+ up|spring for|pick up the (?:tab|bill|check)|surprise|thank \w+ with|as a thank[- ]you|spend|spending|waive|waiving|match|matching)\b/;

/** Who receives it: a referral source (or the person being spoken to in a role-play). */
export const REFERRAL_SOURCE =
  /\b(?:dons?|adons?|directors? of nursing|case managers?|cms|discharge planners?|social workers?|doctors?|docs|physicians?|dr|drs|mds?|hospitalists?|nps?|nurse practitioners?|administrators?|admins?|unit managers?|nurses|staff|team|teams|office managers?|front desk|receptionists?|schedulers?|referrers?|referral sources?|referring \w+|snfs?|alfs?|facilit(?:y|ies)|hospitals?|clinics?|practices?|offices?|communit(?:y|ies)|nursing homes?|intake (?:coordinators?|nurses?)|(?:admissions? |referral |care |activity |activities )?coordinators?|(?:activity|activities) directors?|executive directors?|medical directors?|cardiologists?|oncologists?|pulmonologists?|neurologists?|geriatricians?|you|your|them|her|him)\b/;

/** Patients and their families: value given to them to choose a hospice is beneficiary inducement. */
export const BENEFICIARY =
  /\b(?:patients?|families|family|residents?|beneficiar\w+|daughters?|sons?|wife|wives|husbands?|spouses?|loved ones?|veterans?|seniors?|dad|mom)\b/;

/** A quid pro quo: value that depends on referrals. */
export const EXCHANGE_TIE =
  /\b(?:per (?:referral|admission|admit|patient|head)|for (?:each|every|all the|the|their|her|his|those|these) (?:referrals?|admissions?|admits|patients they send)|(?:top|best|biggest|good|loyal) referr\w+|who (?:refer|send)s? (?:us )?(?:the )?(?:most|more|a lot)|in (?:exchange|return)|quid pro quo|worth (?:their|her|his|your) while|as long as (?:the )?(?:referrals?|they|she|he|you)|if (?:they|she|he|you) (?:refer|send|keep|steer\w*|direct\w*|route\w*|funnel\w*|push\w*)|so (?:they|she|he|you)(?:'ll| will| can| would)? (?:refer|send|keep|choose|pick|use|steer|direct|route|funnel|push)|keep (?:them |her |him )?(?:referring|sending)|(?:each|every) time (?:she|he|they|you) (?:refers?|sends?)|whenever (?:she|he|they|you) (?:refers?|sends?)|when (?:her|his|their|your) referrals? (?:admits?|comes? in)|thank(?:ing)? (?:\w+ )?for (?:the |their |her |his |all the |every )?referrals?|reward\w*|incentiv\w*)\b/;

/** Value aimed at winning referrals or patients, without an explicit exchange. */
export const GOAL_TIE =
  /\b(?:referr\w+|refers?|sends? (?:us )?(?:a |more )?(?:patients?|residents?|business|referrals?)|win (?:their|the|her|his) (?:business|account|loyalty)|(?:more|new|extra) (?:admissions|admits|patients|census|business)|boost (?:our )?(?:census|admissions)|choose (?:us|our hospice)|pick (?:us|our hospice)|sign (?:on|up) with us|switch (?:to us|to our hospice|hospices?)|elect (?:us|our hospice)|transfer to (?:us|our hospice)|steer\w*|preferred provider|transfer\w* (?:from|to)|revok\w*)\b/;

/** Education framing: an in-service, a lunch-and-learn, CE. */
export const EDUCATION =
  /\b(?:in-?services?|lunch[- ](?:and|&|n)[- ]learns?|educational|education|continuing education|ce (?:event|credit|hour|course|program)s?|ceus?|cme|training|presentation|huddle|class|seminar|workshop)\b/;

/** Approval through the hospice's compliance programme (makes a modest meal at an education event fine). */
export const COMPLIANCE_APPROVED =
  /\b(?:within (?:our |the |my |our hospice's |the hospice's |my hospice's )?(?:hospice's )?compliance (?:polic(?:y|ies)|rules|limits|guidelines)|(?:approved|cleared|vetted|reviewed|signed off) (?:by|with) (?:our |the |my )?compliance|(?:run|ran|go|went|goes) (?:it )?through (?:our |the |my )?compliance|compliance[- ]approved|per (?:our|the) compliance polic\w+|modest)\b/;

/** A negation before the thing ("never a gift", "can't give gift cards", "without gifts"). */
export const NEGATION =
  /\b(?:never|not|no|don't|do not|doesn't|does not|didn't|avoid|avoiding|without|instead of|rather than|stop|stopped|refuse|decline|can't|cannot|won't|shouldn't|should not|isn't|aren't|nothing of value|no longer|free of any)\b/;

/** Turning down someone else's request ("what do I say when the DON asks for lunch?"). */
export const RESPONDING =
  /\b(?:say|respond|reply|handle|decline|turn (?:it |this |that |them |her |him )?down|push back|answer|deal with|tell (?:her|him|them) no|say no)\b/;
export const REQUESTED =
  /\b(?:asks?|asked|asking|wants?|wanted|expects?|expected|requests?|requested|hints?|hinted|demands?|demanded|fishing for|angling for)\b/;

/** Questions about the law itself ("what does the Anti-Kickback Statute say about gifts?"). */
export const LAW_TERMS =
  /\b(?:anti-kickback|aks|kickback statute|oig|stark law|safe harbou?rs?|civil monetary|beneficiary inducement|is it legal|is it allowed|what(?:'s| is) allowed|compliant way|in a compliant)\b/;

/** The rep says they mean to give something ("can I", "I'll", "we want to"). */
export const REP_GIVING =
  /\b(?:i|we)(?:'ll|'d|'m| will| would| can| could| should| want to| plan to| am going to| are going to| might| may)?\s+(?:\w+\s+){0,2}(?:give|offer|pay|send|bring|buy|take|cover|provide|get|cater|treat|lend|donate|host|venmo)\b|\b(?:can|should|could|may) (?:i|we) (?:\w+ ){0,2}(?:give|offer|pay|send|bring|buy|take|cover|provide|get|cater|treat|lend|donate|host)\b/;

/** Who pays a hospice (Medicare per diem "per patient" is not a kickback). */
export const PAYER = /\b(?:medicare|medicaid|insurance|insurer|payers?|per diem|the benefit|hospice benefit|cms pays|reimburse\w*)\b/;

/**
 * Payment for what a hospice actually buys under a contract: room and board it passes through for
 * a dual-eligible resident, contracted inpatient or respite beds, fair market value. A question
 * about these is not an inducement unless the request also ties the payment to referrals or a choice.
 */
export const CONTRACTED_PAYMENT =
  /\b(?:room (?:and|&|n) board|contract(?:ed)? (?:rates?|services?|beds?)|(?:under|per|in) (?:the|our|a|their) contract|fair market value|(?:gip|respite|inpatient) beds?|bed[- ]holds?)\b/;

/** A rep's own pay: employee compensation is a different question (the bona fide employee safe harbor). */
export const OWN_PAY =
  /\b(?:pay|paying|give|giving) (?:our|my) (?:reps|liaisons|marketers|sales (?:team|staff|reps)|employees)\b|\b(?:my|our reps'?|reps'?|liaisons?'?|marketers?'?|sales team'?s?|employees?'?) (?:own )?(?:commission|bonus|pay|salary|compensation|comp plan|incentive)|\b(?:do|does|should|will) (?:i|reps|liaisons|marketers) get paid\b/;

/** The hospice's own care for its own patients (an aide for our patient, equipment under the benefit): not a gift to anyone. */
export const OWN_PATIENT_CARE =
  /\b(?:our (?:hospice )?patients?|hospice patients?|on (?:service|hospice|our service)|under the (?:hospice )?benefit|plan of care|continuous care|respite)\b/;

/**
 * Our staff lent to the facility for its own work: something of value, whatever it is called. Hospice
 * aides and nurses care for hospice patients; covering the building's shifts, working its floor for
 * everybody, or helping residents who are not on hospice is free labour for the listener, the same as
 * a gift ("our aides can help with your other residents too", "I can get a CNA in a couple of shifts
 * to cover your hall", "we'll cover a few of your night shifts"). Read on lower-case text.
 */
const OURS = String.raw`\b(?:we|we'll|we'd|i|i'll|i'd|our (?:[\w-]+ )?(?:aides?|cnas?|nurses?|staff|team|volunteers?|people)|an? (?:aide|cna|nurse))\b`;

export const STAFF_AS_A_GIFT = new RegExp(
  [
    // Their shifts or halls covered by someone of ours.
    String.raw`${OURS}[^.!?]{0,60}?\b(?:cover|fill|pick up|take|work) (?:[\w-]+ ){0,5}?(?:shifts?|halls?|hallways?)\b`,
    // Help given to residents or patients who are not ours.
    String.raw`${OURS}[^.!?]{0,80}?(?:\byour other (?:residents|patients)\b|\b(?:help|helps|helping|bathe|shower)\b[^.!?]{0,30}?\b(?:everybody|everyone|any of your (?:residents|patients)|all (?:of )?your (?:residents|patients))\b|\b(?:not just|not only|even if (?:they're|they are|he's|she's) not(?: on)?|whether or not (?:they're|they are)(?: on)?|who (?:aren't|are not)(?: on)?|that (?:aren't|are not)(?: on)?) (?:hospice|our)\b)`,
    // Our people as the building's extra hands.
    String.raw`${OURS}[^.!?]{0,40}?\bhelp(?:ing)? out (?:on|with|around) (?:your|the) (?:floor|unit|building|staff)\b|\bwhatever (?:your|the) staff needs?\b`,
  ].join('|'),
);
